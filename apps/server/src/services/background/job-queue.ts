import type { Queryable } from "../../db/transaction";

/**
 * Background work runs on one PostgreSQL job queue (decision 0119; jobs/ holds the runner). A use
 * case that makes work for later (an email to deliver, a WhatsApp message) enqueues it in its own
 * transaction through `enqueueJob`, so the job exists exactly when the write does.
 */
export type JobQueue = {
  /** Adds a job in the caller's transaction (or on the pool). */
  enqueue(db: Queryable, name: string, data?: object): Promise<void>;
};

/**
 * The process's queue, set once by the composition root when the server starts its jobs. A process
 * without one (a command, a test app) enqueues nothing: its messages wait in their outbox for the next
 * delivery run of a server, as every message whose wake-up was lost does.
 */
let current: JobQueue | undefined;

export function useJobQueue(queue: JobQueue | undefined): void {
  current = queue;
}

export async function enqueueJob(db: Queryable, name: string, data: object = {}): Promise<void> {
  await current?.enqueue(db, name, data);
}
