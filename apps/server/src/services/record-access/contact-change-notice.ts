import { randomUUID } from "node:crypto";
import { localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { normalisePhone } from "@clinic/contract/patients";
import { type AccessLevel, maskEmail, maskPhone } from "@clinic/contract/record-access";
import type { Tx } from "../../db/transaction";
import { clinicWhen } from "../clinic-zone";
import { recordAccessTexts } from "../email-texts/record-access-texts";
import { enqueueEmail, queueWhatsAppTo } from "../messages/message-outbox";
import type { ContactOnFile } from "./contact-on-file";

export type ContactChange = {
  /** One booking's details (its manage link), or the whole record's (with a record session). */
  level: AccessLevel;
  reference: string;
  bookingId: string;
  /** Where messages went before the change: told, so a change nobody asked for does not go unseen. */
  before: ContactOnFile & { phone: string | null };
  /** The corrected values (undefined: not corrected). */
  after: { email?: string | undefined; phone?: string | undefined };
  at: Date;
  /** The language of the booking the change came through (issue 33). */
  locale: string;
};

/**
 * A contact change never spreads silently (decision 0113): the old email, and the old WhatsApp number
 * when it had opted in, are told what changed (masked), when, and how to reach the clinic if it was not
 * the patient. Nothing is sent when neither the email nor the phone changed. Queued in the change's
 * transaction, like every message.
 */
export async function queueContactChangeNotices(
  tx: Tx,
  clinic: { name: string; email: string; timezone: string },
  change: ContactChange,
): Promise<number> {
  const newEmail = change.after.email?.trim().toLowerCase();
  const newPhone = change.after.phone;
  const emailChanged = newEmail !== undefined && newEmail !== (change.before.email ?? "").toLowerCase();
  const phoneChanged =
    newPhone !== undefined && normalisePhone(newPhone) !== normalisePhone(change.before.phone ?? "");
  if (!emailChanged && !phoneChanged) return 0;
  const locale = localeOr(change.locale);
  const t = recordAccessTexts[locale];
  const which =
    change.level === "record" ? t.yourBookings : fill(t.yourBooking, { reference: change.reference });
  const when = clinicWhen(change.at, clinic.timezone, locale);
  const kind = `contact-changed:${randomUUID()}`;
  let queued = 0;
  if (change.before.email) {
    const lines = [
      t.hello,
      "",
      fill(t.changedOn, { which, clinic: clinic.name, when }),
      emailChanged && newEmail ? fill(t.emailNow, { email: maskEmail(newEmail) }) : "",
      phoneChanged && newPhone ? fill(t.phoneNow, { phone: maskPhone(newPhone) }) : "",
      "",
      t.changedByYou,
      fill(t.changedNotByYou, { email: clinic.email }),
    ];
    if (
      await enqueueEmail(tx, {
        id: randomUUID(),
        kind,
        bookingId: change.bookingId,
        toAddress: change.before.email,
        subject: fill(t.changedSubject, { clinic: clinic.name }),
        textBody: lines.filter((l, i) => l !== "" || lines[i - 1] !== "").join("\n"),
      })
    )
      queued++;
  }
  if (change.before.whatsapp && phoneChanged)
    if (
      await queueWhatsAppTo(tx, {
        id: randomUUID(),
        kind,
        bookingId: null,
        toPhone: change.before.whatsapp,
        template: "contact_details_changed",
        params: [which, clinic.name, when, clinic.email],
        locale,
      })
    )
      queued++;
  return queued;
}
