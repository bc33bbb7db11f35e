import { enqueueEmail as insertEmail, enqueueEmails as insertEmails } from "../../db/email-outbox-repository";
import type { Queryable } from "../../db/transaction";
import {
  queueBookingWhatsApp as insertBookingWhatsApp,
  queueWhatsAppTo as insertWhatsAppTo,
} from "../../db/whatsapp-repository";
import { enqueueJob } from "../background/job-queue";

/**
 * Every message to send, in the transaction of the write that causes it (decision 0119): its outbox row
 * (what to send, to whom, its attempts) and a delivery job on the queue, committed together or not at
 * all. The outbox keeps the message's own retries, leases and dead end (`failed`), as before; the job
 * makes delivery start as soon as the write commits, on whichever server is free.
 */
export const emailDeliveryJob = "email.deliver";
export const whatsappDeliveryJob = "whatsapp.deliver";

type EmailRow = Parameters<typeof insertEmail>[1];

export async function enqueueEmail(db: Queryable, row: EmailRow): Promise<boolean> {
  const queued = await insertEmail(db, row);
  if (queued) await enqueueJob(db, emailDeliveryJob);
  return queued;
}

export async function enqueueEmails(db: Queryable, rows: EmailRow[]): Promise<number> {
  const queued = await insertEmails(db, rows);
  if (queued > 0) await enqueueJob(db, emailDeliveryJob);
  return queued;
}

export async function queueBookingWhatsApp(
  db: Queryable,
  row: Parameters<typeof insertBookingWhatsApp>[1],
): Promise<boolean> {
  const queued = await insertBookingWhatsApp(db, row);
  if (queued) await enqueueJob(db, whatsappDeliveryJob);
  return queued;
}

export async function queueWhatsAppTo(
  db: Queryable,
  row: Parameters<typeof insertWhatsAppTo>[1],
): Promise<boolean> {
  const queued = await insertWhatsAppTo(db, row);
  if (queued) await enqueueJob(db, whatsappDeliveryJob);
  return queued;
}
