import { ConfigError, loadConfig, readEnvironment } from "./config/config";
import { createLogger } from "./logger";
import { type StartOptions, startServer } from "./server";

/**
 * The server as a process (`npm start`): read the settings, start everything, and shut
 * down gracefully on SIGTERM or SIGINT (exit 0). Start-up problems are printed on
 * standard error, one per line, and exit 1.
 */
export async function runServerProcess(extra: Pick<StartOptions, "extraApiRoutes"> = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
  const log = createLogger(config.LOG_LEVEL);
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({ config, log, ...extra });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing requests in flight");
    await running.stop();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
