// Bundles the server (and the contract it imports) into dist/main.js; npm packages stay
// external and are loaded from node_modules. The SQL migrations are copied beside it.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
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
