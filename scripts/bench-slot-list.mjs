// `npm run bench:slot-list`: how long Slot Management takes to show "Show All Slots" (its default) for a
// clinic with years of slots. Starts the built app (`npm run build` first) on a throwaway DATA_DIR and
// the embedded PostgreSQL, adds --slots=N past completed slots (default 5000, the most a list answers)
// beside the 60 demo slots, signs in with a one-time link and opens /admin/slots in Chromium --runs=N
// times (default 3): the time from navigation until the last slot's row is in the page, and the API's
// answer time, median of the runs; `--json <file>` writes them for `npm run bench`. CHROME_PATH overrides
// /usr/bin/chromium.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { chromium } from "playwright";
import { writeJsonResults } from "./lib/bench-json.mjs";
import { freePort, waitHealthy } from "./lib/local-server.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const slotCount = arg("slots", 5000);
const runs = arg("runs", 3);
const adminEmail = "bench@clinic.example";

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-bench-slots-"));
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: baseUrl };
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  cwd: repoRoot,
  env: { ...env, ADMIN_EMAIL: adminEmail, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitHealthy(baseUrl, server);
  // The embedded PostgreSQL's port and password, as the app wrote them under DATA_DIR.
  const db = new pg.Client({
    host: "127.0.0.1",
    port: Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3]),
    user: "clinic",
    password: readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim(),
    database: "clinic",
  });
  await db.connect();
  await db.query(
    `insert into slots (id, date_key, start_at, end_at, tz, status)
     select 'past-' || n, to_char(t at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), t, t + interval '1 hour',
       'Asia/Kolkata', 'COMPLETED'
     from generate_series(1, $1::int) as n, lateral (select date_trunc('hour', now()) - n * interval '3 hours' as t) s`,
    [slotCount],
  );
  const total = Number((await db.query("select count(*) from slots")).rows[0].count);
  await db.end();

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
  const shown = [];
  const answered = [];
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const made = spawnSync(process.execPath, ["apps/server/dist/cli/admin-login-link.js"], {
      cwd: repoRoot,
      env: { ...env, ADMIN_EMAIL: adminEmail },
      encoding: "utf8",
    });
    const link = made.stdout.match(/http\S+signin-link=\S+/)?.[0];
    if (!link) throw new Error(`no sign-in link: ${made.stdout}${made.stderr}`);
    await page.goto(link);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    const started = Date.now();
    await page.goto(`${baseUrl}/admin/slots`);
    await page
      .locator("[data-slot-id]")
      .nth(Math.min(total, 5000) - 1)
      .waitFor({ state: "attached" });
    shown.push(Date.now() - started);
    rows = await page.locator("[data-slot-id]").count();
    answered.push(
      await page.evaluate(() => {
        const call = performance
          .getEntriesByType("resource")
          .find((e) => e.name.endsWith("/api/admin/slots/all"));
        return call ? Math.round(call.responseEnd - call.startTime) : Number.NaN;
      }),
    );
    await page.close();
  }
  await browser.close();
  console.log(`${total} slots in the database, ${rows} in the list ("Show All Slots"), ${runs} runs:`);
  console.log(`  list shown ${median(shown)} ms after navigation (median; runs ${shown.join(", ")} ms)`);
  console.log(`  GET /api/admin/slots/all ${median(answered)} ms (median)`);
  writeJsonResults({
    slots: total,
    listed: rows,
    runs,
    shownMs: median(shown),
    answeredMs: median(answered),
  });
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
