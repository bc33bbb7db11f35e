import type { Database } from "../db/client";
import { deleteFinishedEmails } from "../db/email-outbox-repository";
import { pruneRecordAccess } from "../db/record-access-repository";
import { deleteFinishedWhatsApp } from "../db/whatsapp-repository";
import { type OutboxFiles, outboxKeptSince } from "../integrations/outbox-folder";
import type { Logger } from "../logger";
import { pruneCaptchaUses } from "../services/booking/hold-expiry";
import { pruneIdempotencyKeys } from "../services/idempotency-service";
import type { JobDefinition } from "./job-runner";

/**
 * Hourly pruning: answers kept under Idempotency-Keys, spent robot-check solutions, ended record access,
 * and sent messages (rows and outbox files) older than OUTBOX_KEEP_DAYS (decisions 0093, 0116).
 */
export function maintenanceJobs(o: {
  db: Database;
  log: Logger;
  outboxKeepDays: number;
  outboxFiles: OutboxFiles;
}): JobDefinition[] {
  return [
    {
      name: "maintenance.prune",
      everySeconds: 60 * 60,
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
      run: () => pruneOnce(o),
    },
  ];
}

/** One pruning pass (the job's run; tests call it directly). */
export async function pruneOnce(o: {
  db: Database;
  log: Logger;
  outboxKeepDays: number;
  outboxFiles: OutboxFiles;
  now?: Date;
}): Promise<void> {
  const { db, log } = o;
  const now = o.now ?? new Date();
  await pruneIdempotencyKeys(db, now);
  await pruneCaptchaUses(db, now);
  await pruneRecordAccess(db, now);
  const emails = await deleteFinishedEmails(db, o.outboxKeepDays, now);
  const whatsapp = await deleteFinishedWhatsApp(db, o.outboxKeepDays, now);
  if (emails + whatsapp > 0)
    log.info({ emails, whatsapp }, "sent messages older than OUTBOX_KEEP_DAYS deleted");
  const since = outboxKeptSince(now, o.outboxKeepDays);
  const emailFiles = await o.outboxFiles.email?.pruneWrittenBefore(since);
  const whatsappFiles = await o.outboxFiles.whatsapp?.pruneWrittenBefore(since);
  if (emailFiles || whatsappFiles)
    log.info({ emailFiles, whatsappFiles }, "outbox files older than OUTBOX_KEEP_DAYS deleted");
}
