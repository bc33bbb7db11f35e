/**
 * `npm run preflight`: the going-live check. Reads the settings as the server does (environment, .env,
 * DATA_DIR, the database; the built web app for the clinic's content) and prints one line per check,
 * `ok`, `warn` or `BLOCKS LAUNCH`, with what to do; exits 1 when anything blocks launch. The admin
 * dashboard's 'Ready to go live?' card shows the same checks (services/preflight, decision 0091).
 * It calls one address: PUBLIC_URL/api/health.
 */
import { type PreflightReport, preflightLevelLabels } from "@clinic/contract/preflight";
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import { loadPrivacyNotice } from "../http/privacy-notice-content";
import { contentPages, loadWebBuild } from "../http/web-build";
import { packagePaths } from "../package-paths";
import { runPreflight } from "../services/preflight/preflight";
import { openSiteDatabase } from "./site-database";

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      console.log(
        `${preflightLevelLabels.blocks}  the settings do not parse (above): the server would not start`,
      );
      return 1;
    }
    throw error;
  }
  const undo: Array<() => Promise<void>> = [];
  try {
    const db = await openSiteDatabase(config, undo);
    const webBuild = loadWebBuild(packagePaths.webClientRoot, { publicUrl: config.PUBLIC_URL });
    const report = await runPreflight({
      config,
      db,
      builtPages: contentPages(webBuild),
      privacyNotice: loadPrivacyNotice(webBuild),
    });
    for (const line of reportLines(report)) console.log(line);
    return report.blocksLaunch ? 1 : 0;
  } finally {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  }
}

/** `BLOCKS LAUNCH  what was found → what to do`, the labels padded so the findings line up. */
function reportLines(report: PreflightReport): string[] {
  const width = Math.max(...Object.values(preflightLevelLabels).map((label) => label.length));
  const lines = report.checks.map((check) => {
    const label = preflightLevelLabels[check.level].padEnd(width);
    return check.action ? `${label}  ${check.title} → ${check.action}` : `${label}  ${check.title}`;
  });
  const blocking = report.checks.filter((c) => c.level === "blocks").length;
  const warnings = report.checks.filter((c) => c.level === "warn").length;
  lines.push(
    blocking > 0
      ? `${blocking} check(s) block launch, ${warnings} warning(s).`
      : `Nothing blocks launch (${warnings} warning(s)).`,
  );
  return lines;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`The going-live check could not run: ${error.message}`);
    process.exitCode = 1;
  },
);
