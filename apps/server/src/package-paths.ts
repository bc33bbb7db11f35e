import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the server's files are, wherever its code runs from: the sources (src/, under tsx or vitest) or the
 * build (dist/main.js, dist/cli/<command>.js: build.mjs). `import.meta.url` names the file that runs, which
 * is a bundle once built, so a path relative to it would change with the layout: each such path is
 * computed here, from the package's root, and nowhere else (decision 0117).
 */
export interface PackagePaths {
  /** apps/server: the nearest folder above the running file that holds a package.json. */
  root: string;
  /** The code runs from the build (dist/), not from the sources. */
  bundled: boolean;
  /** The committed SQL migrations: src/db/migrations, or the build's copy in dist/migrations. */
  migrationsFolder: string;
  /** The built web app that the server serves and the commands read: apps/web/build/client. */
  webClientRoot: string;
}

export function packagePathsFor(moduleUrl: string): PackagePaths {
  const file = fileURLToPath(moduleUrl);
  let root = path.dirname(file);
  while (!existsSync(path.join(root, "package.json"))) {
    const parent = path.dirname(root);
    if (parent === root) throw new Error(`No package.json in any folder above ${file}`);
    root = parent;
  }
  const bundled = path.relative(root, file).split(path.sep)[0] === "dist";
  return {
    root,
    bundled,
    migrationsFolder: bundled
      ? path.join(root, "dist", "migrations")
      : path.join(root, "src", "db", "migrations"),
    webClientRoot: path.join(root, "..", "web", "build", "client"),
  };
}

export const packagePaths = packagePathsFor(import.meta.url);
