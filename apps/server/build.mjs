// Bundles the server into dist/main.js and each command of src/cli into dist/cli/<name>.js (with the
// contract they import), so that all of them run on plain Node, without the development packages
// (decision 0117). npm packages stay external, loaded from node_modules. The SQL migrations are copied
// beside them; src/package-paths.ts finds them (and the web build) from either folder.
import { readdirSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

/** Modules in src/cli that the commands share: not commands themselves. */
const sharedModules = new Set(["site-database.ts"]);
const commands = readdirSync("src/cli").filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !sharedModules.has(file),
);

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/main.ts",
    ...Object.fromEntries(commands.map((file) => [`cli/${file.slice(0, -".ts".length)}`, `src/cli/${file}`])),
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        // Bare imports are npm packages (external), except our own workspace packages (bundled).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@clinic/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp("src/db/migrations", "dist/migrations", { recursive: true });
