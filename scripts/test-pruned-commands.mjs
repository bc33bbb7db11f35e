// `npm run test:pruned`: the server's commands work where the development packages are gone, as in the
// container image (Dockerfile: `npm run build`, then `npm prune --omit=dev`). Copies what a deploy of the
// built site holds (the package manifests, scripts/, the server's dist and the web build; no sources, no
// node_modules) into a temporary folder, installs the production packages only (`npm ci --omit=dev`), then
// runs there, through npm as an operator would:
//   - `npm run admin:login-link -- --email admin@clinic.example`: a sign-in URL as its last line;
//   - `npm run preflight` on a throwaway DATA_DIR (its embedded PostgreSQL started for it): the report's
//     lines, read from the built web app (it exits 1 here, as a local setup blocks launch);
//   - every other command as far as its usage message, which proves its code and packages load.
// Builds first when the build is missing or stale (scripts/ensure-build.mjs). Exits 1 on any failure.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

execFileSync(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], {
  cwd: root,
  stdio: "inherit",
});

const copy = mkdtempSync(path.join(tmpdir(), "clinic-pruned-"));
// Open to all, as an installed site's folder is: as root, the embedded PostgreSQL runs as "postgres"
// (decision 0003), which must reach its binaries in node_modules and pass through to DATA_DIR.
chmodSync(copy, 0o755);
const dataDir = path.join(copy, "data");
const failures = [];

/**
 * A clean environment, so no setting of this machine (DATABASE_URL, …) reaches the commands; of npm's own,
 * only where it fetches packages from (not the prefix `npm run` exports, which names this checkout).
 */
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      ["PATH", "HOME", "TMPDIR", "LANG"].includes(key) ||
      /^npm_config_(registry|cache|userconfig|cafile|strict_ssl|https?_proxy|proxy|noproxy)$/i.test(key),
  ),
);

function step(title, command, args, env = baseEnv) {
  const since = Date.now();
  const result = spawnSync(command, args, { cwd: copy, env, encoding: "utf8", timeout: 180_000 });
  console.log(`--- ${title}: exit ${result.status ?? result.signal} (${seconds(since)} s)`);
  return { code: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

function check(title, ok, run) {
  if (ok) return;
  failures.push(title);
  console.error(`FAILED: ${title}`);
  if (run) console.error(`stdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The embedded PostgreSQL a failed command may have left running on the throwaway DATA_DIR. */
function stopPostmasters() {
  const pgDir = path.join(dataDir, "postgres");
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(path.join("/proc", entry, "cmdline"), "utf8").split("\0");
      if (args[0]?.endsWith("postgres") && args.includes(pgDir)) process.kill(Number(entry), "SIGINT");
    } catch {
      // the process ended while we looked
    }
  }
}

try {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const shipped = [
    "package.json",
    "package-lock.json",
    "scripts",
    "apps/server/dist",
    "apps/web/build",
    ...manifest.workspaces.map((workspace) => `${workspace}/package.json`),
  ];
  for (const entry of shipped) {
    if (!existsSync(path.join(root, entry))) continue;
    // Timestamps kept, as a container's COPY keeps them.
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  console.log(`--- copied the built site to ${copy} (${seconds(started)} s since the start)`);

  const install = step("npm ci --omit=dev", "npm", [
    "ci",
    "--omit=dev",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
  ]);
  check("npm ci --omit=dev installs the production packages", install.code === 0, install);
  for (const devPackage of ["tsx", "esbuild", "vite"])
    check(
      `the development package ${devPackage} is not installed in the copy`,
      !existsSync(path.join(copy, "node_modules", devPackage)),
    );

  const port = await freePort();
  const env = { ...baseEnv, DATA_DIR: dataDir, ADMIN_EMAIL: "admin@clinic.example", PORT: String(port) };

  const link = step(
    "npm run admin:login-link",
    "npm",
    ["run", "admin:login-link", "--", "--email", "admin@clinic.example"],
    env,
  );
  const lastLine = link.stdout.trim().split("\n").at(-1) ?? "";
  check(
    "admin:login-link prints a sign-in URL as its last line",
    link.code === 0 && new RegExp(`^http://localhost:${port}/admin#\\S+=\\S+$`).test(lastLine),
    link,
  );
  check(
    "admin:login-link names the person the link is for",
    link.stderr.includes("A sign-in link for admin@clinic.example"),
    link,
  );

  const preflight = step("npm run preflight", "npm", ["run", "preflight"], env);
  const reportLines = preflight.stdout
    .split("\n")
    .filter((line) => /^(ok|warn|BLOCKS LAUNCH) +\S/.test(line));
  check(
    "preflight prints its report (one line per check, then the summary) and exits 0 or 1",
    (preflight.code === 0 || preflight.code === 1) &&
      reportLines.length >= 5 &&
      /(check\(s\) block launch|Nothing blocks launch)/.test(preflight.stdout),
    preflight,
  );
  check(
    "preflight reads the settings it was given (ADMIN_EMAIL)",
    !preflight.stdout.includes("ADMIN_EMAIL is not set"),
    preflight,
  );
  check(
    "preflight reads the built web app",
    !preflight.stdout.includes("the web app is not built"),
    preflight,
  );

  const templates = step("npm run whatsapp:templates", "npm", ["run", "whatsapp:templates"], env);
  check(
    "whatsapp:templates prints the templates",
    templates.code === 0 && /^name: \S+/m.test(templates.stdout) && templates.stdout.includes("{{1}}"),
    templates,
  );
  // Each answers before touching the database, after loading all its code and packages.
  const usage = [
    ["patient:export", [], "Usage: npm run patient:export"],
    ["patient:erase", [], "Usage: npm run patient:erase"],
    ["db:restore", [], "Which backup?"],
    ["db:backup", ["--", "--no-such-option"], "Backup failed: Unknown option '--no-such-option'"],
    ["seed:demo", ["--", "--no-such-option"], "Could not seed demo slots: Unknown option '--no-such-option'"],
  ];
  for (const [script, args, message] of usage) {
    const run = step(`npm run ${script} ${args.join(" ")}`.trim(), "npm", ["run", script, ...args], env);
    check(`${script} loads and answers "${message}"`, run.code === 1 && run.stderr.includes(message), run);
  }
} finally {
  stopPostmasters();
  const since = Date.now();
  rmSync(copy, { recursive: true, force: true });
  console.log(`--- removed the copy (${seconds(since)} s)`);
}

console.log(`\ntest:pruned took ${seconds(started)} s`);
if (failures.length > 0) {
  console.error(`test:pruned: ${failures.length} check(s) failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("test:pruned: every command runs with the production packages only");
