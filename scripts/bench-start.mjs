// `npm run bench:start`: cold start of the built server on the embedded defaults, first
// start (initialises PostgreSQL) and a later start, each timed from process launch to the
// first healthy /api/health; then the resident memory of the app and of its PostgreSQL.
// With --with-build, also times `npm run build` (what `npm start` does on a fresh clone).
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeJsonResults } from "./lib/bench-json.mjs";
import { freePort } from "./lib/local-server.mjs";

const withBuild = process.argv.includes("--with-build");
const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-bench-start-"));

async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await fetch(`http://127.0.0.1:${port}/`); // serve one page before reading memory
  return { child, ms };
}

function rssKb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0);
}

function postgresRssKb() {
  let total = 0;
  const pgDir = path.join(dataDir, "postgres");
  const postmaster = Number(readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (Number(entry) === postmaster || ppid === postmaster) total += rssKb(entry);
    } catch {}
  }
  return total;
}

async function stop(child) {
  const exited = new Promise((r) => child.on("exit", r));
  child.kill("SIGTERM");
  await exited;
}

let buildSeconds;
if (withBuild) {
  const t = performance.now();
  execSync("npm run build", { stdio: "ignore" });
  buildSeconds = (performance.now() - t) / 1000;
}
const first = await startOnce();
await stop(first.child);
const later = await startOnce();
const appMb = rssKb(later.child.pid) / 1024;
const pgMb = postgresRssKb() / 1024;
await stop(later.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(`first start (initialises PostgreSQL): ${(first.ms / 1000).toFixed(2)} s`);
console.log(`later start: ${(later.ms / 1000).toFixed(2)} s`);
if (buildSeconds !== undefined) console.log(`build (npm run build): ${buildSeconds.toFixed(1)} s`);
console.log(`app RSS after start: ${appMb.toFixed(0)} MB`);
console.log(`PostgreSQL RSS after start (postmaster and its processes): ${pgMb.toFixed(0)} MB`);
writeJsonResults({
  firstStartSeconds: first.ms / 1000,
  laterStartSeconds: later.ms / 1000,
  buildSeconds,
  appRssMb: appMb,
  postgresRssMb: pgMb,
});
