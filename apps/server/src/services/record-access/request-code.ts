import { randomUUID } from "node:crypto";
import { type Locale, localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { patientRightsMessages } from "@clinic/contract/patient-rights";
import {
  maskEmail,
  maskPhone,
  type RecordAccessCodeSent,
  recordAccessRules,
} from "@clinic/contract/record-access";
import { scopeOfBooking } from "../../db/patient-rights-repository";
import { replaceCode } from "../../db/record-access-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { recordAccessTexts } from "../email-texts/record-access-texts";
import { enqueueEmail, queueWhatsAppTo } from "../messages/message-outbox";
import { checkRateLimit } from "../rate-limit-service";
import { auditSubject, bookingAccess } from "./access-scope";
import { contactOnFile } from "./contact-on-file";
import { nowOf, type RecordAccessDeps } from "./record-access-deps";

/**
 * POST /api/public/bookings/{bookingId}/record-access/code: a new 6-digit code for the record this
 * booking belongs to, sent to the record's email on file (and its WhatsApp number when that opted in),
 * never to an address the request names: whoever reads it there proves they hold the record's contact.
 * It ends any code asked for before. The answer is the same for a booking linked to a record or not
 * (its own details are then on file), and shows the addresses masked only.
 */
export async function requestRecordCode(
  deps: RecordAccessDeps,
  bookingId: string,
  token: string | undefined,
): Promise<RecordAccessCodeSent> {
  const { booking } = await bookingAccess(deps.db, bookingId, token);
  // The messages are in the language of the booking the patient came through (issue 33).
  const locale: Locale = localeOr(booking.locale);
  const limit = await checkRateLimit(
    deps.db,
    { name: "record-code", max: recordAccessRules.codesPerHour, windowSeconds: 3600 },
    bookingId,
  );
  if (!limit.allowed)
    throw new DomainError(
      "rate_limited",
      `You asked for several codes already. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
      undefined,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  const record = await scopeOfBooking(deps.db, booking);
  const onFile = await contactOnFile(deps.db, booking, record);
  if (!onFile.email && !onFile.whatsapp)
    throw new DomainError("conflict", patientRightsMessages.erasedRecord);
  const now = nowOf(deps);
  const expiresAt = new Date(now.getTime() + recordAccessRules.codeMinutes * 60_000);
  const id = randomUUID();
  const code = deps.secrets.newCode();
  await transaction(deps.db, async (tx) => {
    await replaceCode(
      tx,
      {
        id,
        bookingId,
        patientId: record.patient?.id ?? null,
        codeHash: deps.secrets.hashCode(id, code),
        expiresAt,
        createdAt: now,
      },
      now,
    );
    // `record-access-code:<id>`: each code its own message (the outboxes keep one per kind and booking).
    const kind = `record-access-code:${id}`;
    if (onFile.email)
      await enqueueEmail(tx, {
        id: randomUUID(),
        kind,
        bookingId,
        toAddress: onFile.email,
        subject: fill(recordAccessTexts[locale].codeSubject, { clinic: deps.clinic.name }),
        textBody: codeEmailText(deps.clinic.name, code, locale),
      });
    // No booking on the message: the number's opt-in was checked above, on whichever booking gave it.
    if (onFile.whatsapp)
      await queueWhatsAppTo(tx, {
        id: randomUUID(),
        kind,
        bookingId: null,
        toPhone: onFile.whatsapp,
        template: "record_access_code",
        params: [code],
        notAfter: expiresAt,
        // No booking on the row, so it carries the language itself.
        locale,
      });
    await recordAudit(tx, {
      actor: "patient",
      action: "record_access.code_requested",
      ...auditSubject(record, bookingId),
      details: {
        via: bookingId,
        channels: [onFile.email ? "email" : null, onFile.whatsapp ? "whatsapp" : null].filter(Boolean),
      },
    });
  });
  return {
    sentTo: {
      email: onFile.email ? maskEmail(onFile.email) : null,
      whatsapp: onFile.whatsapp ? maskPhone(onFile.whatsapp) : null,
    },
    expiresAt: expiresAt.toISOString(),
    codeLength: recordAccessRules.codeLength,
  };
}

/** The code email in `locale`: the code on a line of its own, what it is for, and what to do if it was not asked for. */
function codeEmailText(clinicName: string, code: string, locale: Locale): string {
  const t = recordAccessTexts[locale];
  return [
    t.hello,
    "",
    fill(t.codeIntro, { clinic: clinicName }),
    "",
    `    ${code}`,
    "",
    fill(t.codeUse, { minutes: recordAccessRules.codeMinutes }),
    "",
    t.codeNotAsked,
  ].join("\n");
}
