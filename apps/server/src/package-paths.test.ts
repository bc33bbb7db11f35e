import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { packagePaths, packagePathsFor } from "./package-paths";

/** apps/server, from this test file's own place (src/), independently of the module under test. */
const serverRoot = path.resolve(fileURLToPath(import.meta.url), "../..");
const at = (relative: string) => packagePathsFor(pathToFileURL(path.join(serverRoot, relative)).href);

describe("the server's paths", () => {
  it("from the sources (tsx, vitest): the migrations in src/db/migrations", () => {
    expect(packagePaths).toEqual({
      root: serverRoot,
      bundled: false,
      migrationsFolder: path.join(serverRoot, "src/db/migrations"),
      webClientRoot: path.join(serverRoot, "../web/build/client"),
    });
    expect(existsSync(path.join(packagePaths.migrationsFolder, "meta/_journal.json"))).toBe(true);
    expect(at("src/db/migrate.ts")).toEqual(packagePaths);
  });

  it("from the built server and the built commands: the same root, the migrations in dist/migrations", () => {
    for (const bundle of ["dist/main.js", "dist/cli/preflight.js"]) {
      expect(at(bundle)).toEqual({
        root: serverRoot,
        bundled: true,
        migrationsFolder: path.join(serverRoot, "dist/migrations"),
        webClientRoot: path.join(serverRoot, "../web/build/client"),
      });
    }
  });
});
