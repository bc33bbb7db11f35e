import type pg from "pg";
import PgBoss from "pg-boss";
import { jobExecutor } from "../db/job-executor";
import { type Logger, loggableMessage } from "../logger";
import type { JobQueue } from "../services/background/job-queue";

/**
 * One kind of background work (decision 0119). Each has its own queue on pg-boss, its own retries with
 * backoff and its own dead-letter queue, so a job that keeps failing is logged and counted while every
 * other goes on to its own schedule.
 */
export type JobDefinition = {
  name: string;
  /**
   * Periodic work: every server asks for a run this often (and once at start); the queue keeps at most
   * one run waiting and one running, so several servers never pile runs up.
   */
  everySeconds?: number;
  /**
   * `stately` (the default for periodic work): at most one run waiting and one running, however many
   * servers ask. `standard`: every request is a run (delivery, woken by each write that queues a message).
   */
  policy?: "stately" | "standard";
  /** Tries after the first failure, the first after `retryDelaySeconds`, then twice as long each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still active after this long is taken to have died with its server, and tried again. */
  expireInSeconds: number;
  /** How often an idle worker looks for a run (seconds; at least 0.5). */
  pollSeconds?: number;
  run(data: Record<string, unknown>): Promise<void>;
};

/** Per job: runs that completed, failed (to be tried again) and gave up (dead-lettered). */
export type JobCounts = Record<string, { completed: number; failed: number; dead: number }>;

export type JobRunner = JobQueue & { counts(): JobCounts; stop(): Promise<void> };

const deadLetterOf = (name: string) => `${name}.dead`;

/**
 * Starts pg-boss on the site's database (its own schema `pgboss`, installed and migrated on first
 * start under its own advisory lock), creates a queue per job and works them. pg-boss runs its
 * statements on the server's own pool, which outlives a PostgreSQL restart (db/client.ts). Nothing a
 * job logs names a patient: failures say the job and the error's message without its query's values.
 */
export async function startJobRunner(o: {
  pool: pg.Pool;
  log: Logger;
  jobs: JobDefinition[];
}): Promise<JobRunner> {
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        const result = await o.pool.query(text, values);
        // A multi-statement text (pg-boss's own migrations) answers one result per statement.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
    },
    // pg-boss's own cron is not used: periodic runs are asked for by `everySeconds`.
    schedule: false,
    maintenanceIntervalSeconds: 60,
  });
  boss.on("error", (error: Error) =>
    o.log.warn({ err: { message: loggableMessage(error.message) } }, "job queue error"),
  );
  await boss.start();
  const counts: JobCounts = {};
  const timers: NodeJS.Timeout[] = [];
  const loops: Promise<void>[] = [];
  const stopping = stopSignal();
  for (const job of o.jobs) {
    counts[job.name] = { completed: 0, failed: 0, dead: 0 };
    const dead = deadLetterOf(job.name);
    await boss.createQueue(dead, { name: dead, policy: "standard", retentionMinutes: 7 * 24 * 60 });
    const options = {
      name: job.name,
      policy: job.policy ?? (job.everySeconds ? "stately" : "standard"),
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
      deadLetter: dead,
    };
    await boss.createQueue(job.name, options);
    await boss.updateQueue(job.name, options);
    const count = counts[job.name] as JobCounts[string];
    loops.push(
      workLoop(boss, o.log, stopping, job.name, (job.pollSeconds ?? 2) * 1000, async (data) => {
        try {
          await job.run(data);
          count.completed++;
        } catch (error) {
          count.failed++;
          o.log.warn(
            { job: job.name, err: { message: loggableMessage((error as Error).message) } },
            "job failed; it will be tried again with backoff",
          );
          throw error;
        }
      }),
      workLoop(boss, o.log, stopping, dead, 5_000, async () => {
        count.dead++;
        o.log.error({ job: job.name }, "job gave up after its retries (dead-lettered)");
      }),
    );
    if (job.everySeconds) {
      const ask = () =>
        boss
          .send(job.name, {})
          .catch((error: Error) =>
            o.log.warn(
              { job: job.name, err: { message: loggableMessage(error.message) } },
              "could not ask for a job run",
            ),
          );
      void ask();
      const timer = setInterval(ask, job.everySeconds * 1000);
      timer.unref();
      timers.push(timer);
    }
  }
  return {
    async enqueue(db, name, data = {}) {
      await boss.send(name, data, { db: jobExecutor(db) });
    },
    counts: () => structuredClone(counts),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Runs in progress finish first; then pg-boss's own timers stop.
      stopping.stop();
      await Promise.all(loops);
      await boss.stop({ graceful: false, wait: true, timeout: 10_000 });
    },
  };
}

/** A flag the loops check, and a wait that ends early when it is raised. */
function stopSignal() {
  let raised = false;
  const waiting = new Set<() => void>();
  return {
    get raised() {
      return raised;
    },
    stop() {
      raised = true;
      for (const wake of waiting) wake();
    },
    wait(ms: number) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        waiting.add(done);
      });
    },
  };
}

/**
 * Works one queue, one run at a time: fetch, run, then complete or fail it (pg-boss then retries it with
 * backoff or dead-letters it). Written here rather than with pg-boss's `work`, which does not await its
 * complete and fail calls: with the database away they rejected unhandled and stopped the process. Here a
 * database away is waited out: its failures are logged once until the queue answers again.
 */
async function workLoop(
  boss: PgBoss,
  log: Logger,
  stopping: ReturnType<typeof stopSignal>,
  name: string,
  pollMs: number,
  run: (data: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  let unreachable = false;
  const reachable = () => {
    if (unreachable) log.info({ queue: name }, "job queue reachable again");
    unreachable = false;
  };
  const away = (error: unknown) => {
    if (!unreachable)
      log.warn(
        { queue: name, err: { message: loggableMessage((error as Error).message) } },
        "job queue away",
      );
    unreachable = true;
  };
  while (!stopping.raised) {
    let fetched: PgBoss.Job<object>[] | null;
    try {
      fetched = await boss.fetch<object>(name, { batchSize: 1 });
      reachable();
    } catch (error) {
      away(error);
      await stopping.wait(Math.max(pollMs, 1_000));
      continue;
    }
    const job = fetched?.[0];
    if (!job) {
      await stopping.wait(pollMs);
      continue;
    }
    let failure: Error | undefined;
    try {
      await run((job.data ?? {}) as Record<string, unknown>);
    } catch (error) {
      failure = error as Error;
    }
    try {
      if (failure) await boss.fail(name, job.id, { message: loggableMessage(failure.message) });
      else await boss.complete(name, job.id);
    } catch (error) {
      // The run stays active until pg-boss expires it, and is then tried again.
      away(error);
    }
  }
}
