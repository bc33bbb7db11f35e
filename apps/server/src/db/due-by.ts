/**
 * "Due by `now`" for a column PostgreSQL filled with now(): the last microsecond of `now`'s millisecond.
 * A JavaScript Date holds milliseconds and PostgreSQL microseconds, so a message queued earlier in the same
 * millisecond as the delivery run would otherwise read as a moment in the future and wait for the next run.
 */
export function dueBy(now: Date): string {
  return now.toISOString().replace(/Z$/, "999Z");
}
