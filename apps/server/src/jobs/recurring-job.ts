/**
 * Runs `tick` now (unless `atStart` is false) and then every `intervalMs`, never two at once on this server
 * (a slow run makes the next one wait, not pile up); the timer does not keep the process alive. `stop`
 * clears it and waits for the run in progress, so a shutdown never cuts a job's transaction. `tick` handles
 * its own errors.
 */
export function startRecurringJob(
  tick: () => Promise<unknown>,
  intervalMs: number,
  { atStart = true }: { atStart?: boolean } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (!running) running = tick().finally(() => (running = undefined));
  };
  if (atStart) run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
