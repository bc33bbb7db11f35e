// `npm run bench:captcha`: how long a phone-class browser takes to solve the default ALTCHA challenge.
// Starts the built server (default ALTCHA_COST, throwaway DATA_DIR), opens /reviews in Playwright's
// Chromium with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), clicks the real widget and
// times click → 'verified', N times (--runs=N, default 10). Prints the median, p90 and worst.
// Run `npm run build` first. Debian's Chromium (as the e2e tests); CHROME_PATH overrides it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { writeJsonResults } from "./lib/bench-json.mjs";
import { freePort, waitHealthy } from "./lib/local-server.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 10);
const throttle = Number(process.argv.find((a) => a.startsWith("--cpu="))?.slice(6) ?? 4);

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-bench-captcha-"));
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: baseUrl };
delete env.ALTCHA_COST;
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  cwd: repoRoot,
  env: { ...env, LOG_LEVEL: "warn", SEED_DEMO: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});
let browser;
try {
  await waitHealthy(baseUrl, server);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${baseUrl}/reviews`);
    await page.locator("html[data-hydrated=true]").waitFor();
    const box = page.locator("altcha-widget input[type=checkbox]");
    await box.waitFor({ state: "attached" });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    const started = performance.now();
    await box.click({ force: true });
    await page
      .locator("altcha-widget")
      .getByText(/verified/i)
      .waitFor({ timeout: 60_000 });
    times.push(performance.now() - started);
    await page.close();
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  console.log(
    `ALTCHA default cost, Chromium with ${throttle}x CPU throttling, ${runs} solves (click → verified, ms):`,
  );
  console.log(
    `median ${at(0.5)}  p90 ${at(0.9)}  worst ${Math.round(times.at(-1))}  best ${Math.round(times[0])}`,
  );
  writeJsonResults({
    runs,
    cpuThrottling: throttle,
    medianMs: at(0.5),
    p90Ms: at(0.9),
    worstMs: Math.round(times.at(-1)),
    bestMs: Math.round(times[0]),
  });
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
