import { randomUUID } from "node:crypto";
import { checkInDueOn } from "@clinic/contract/garment-check-ins";
import { localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { activePlans, claimCheckIn, type DuePlan } from "../../db/garment-check-in-repository";
import { type Queryable, type Tx, transaction } from "../../db/transaction";
import { optedInNumberOf } from "../../db/whatsapp-repository";
import { manageLinkMarker } from "../booking-email-service";
import { garmentCheckInTexts } from "../email-texts/garment-check-in-texts";
import { enqueueEmail, queueBookingWhatsApp } from "../messages/message-outbox";

export type CheckInSendDeps = {
  db: Queryable;
  clinicName: () => string;
};

/** A due check-in's message: the question and the manage link (filled in at delivery), nothing else. */
async function queueQuestion(tx: Tx, deps: CheckInSendDeps, plan: DuePlan, checkInId: string) {
  const locale = localeOr(plan.locale);
  const kind = `garment-check-in:${checkInId}`;
  // WhatsApp when chosen and still agreed to on the booking; else the email, so no week is lost.
  if (plan.channel === "whatsapp" && (await optedInNumberOf(tx, plan.bookingId))) {
    const queued = await queueBookingWhatsApp(tx, {
      id: randomUUID(),
      kind,
      bookingId: plan.bookingId,
      template: "garment_check_in",
      params: [plan.name, deps.clinicName(), manageLinkMarker],
      notAfter: null,
    });
    if (queued) return;
  }
  const t = garmentCheckInTexts[locale];
  await enqueueEmail(tx, {
    id: randomUUID(),
    kind,
    bookingId: plan.bookingId,
    toAddress: plan.email,
    subject: fill(t.subject, { clinic: deps.clinicName() }),
    textBody: [
      fill(t.hello, { name: plan.name }),
      "",
      t.question,
      fill(t.where, { link: manageLinkMarker }),
      "",
      t.stop,
    ].join("\n"),
  });
}

/**
 * The weekly job (decision 0139): each plan's check-in due by today (7, 14, … days after it was turned
 * on) is claimed and its message queued in one transaction, so it goes once whichever server runs
 * this. A week missed while the server was down is not sent late: only the latest due one is.
 */
export async function sendDueCheckIns(
  deps: CheckInSendDeps,
  today: string,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const plan of await activePlans(deps.db)) {
    const dueOn = checkInDueOn(plan.since, today);
    if (!dueOn) continue;
    const claimed = await transaction(deps.db, async (tx) => {
      const id = randomUUID();
      if (!(await claimCheckIn(tx, { id, patientId: plan.patientId, bookingId: plan.bookingId, dueOn }, now)))
        return false;
      await queueQuestion(tx, deps, plan, id);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
