import { type IntakeQuestion, labelledAnswers } from "@clinic/contract/intake-form";
import type { MyData } from "@clinic/contract/patient-rights";
import { isBookingErased } from "../../db/erasure-repository";
import {
  exportedBookings,
  exportedConsents,
  exportedIntakes,
  exportedMessages,
  exportedNotes,
  exportedPhotos,
  pendingErasureRequest,
  photoOfRecord,
  type RecordScope,
} from "../../db/patient-rights-repository";
import type { Queryable } from "../../db/transaction";
import { whatsappOptInsOf } from "../../db/whatsapp-repository";
import { DomainError } from "../domain-error";
import { listMeasurementsOf } from "../measurements/list-measurements";
import { recordOfManageLink } from "./record-access";

/**
 * What the clinic does with a patient's data, for the export's summary (DPDP Act s.11: a summary of
 * the personal data processed and the processing). Kept in step with the privacy notice.
 */
export const processingSummary = [
  "Your name, email and phone: to book, confirm and remind you of consultations, and to reach you about them.",
  "Payments: the payment provider (Razorpay) receives the amount, your name, email and phone to take the payment.",
  "Emails: the clinic's email provider delivers confirmations, reminders and changes.",
  "Video: the video provider hosts the consultation at the meeting link.",
  "Intake answers, photos, limb measurements and the practitioner's notes: for your care only, seen by the clinic's practitioner.",
  "Accounting: the date, amount, tax, reference and payment ids of each booking are kept as the law requires, also after erasure.",
];

/** The path a photo's bytes are fetched from, with the same token. */
export const photoPath = (bookingId: string, photoId: string) =>
  `/api/public/bookings/${encodeURIComponent(bookingId)}/my-data/photos/${encodeURIComponent(photoId)}`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export type RecordExportOptions = {
  now: Date;
  /** The intake form's questions (the web build's), to label the answers; without them, ids are the labels. */
  questions: IntakeQuestion[];
};

/**
 * Everything held about the record (decision 0102): contact details, bookings, consents, intake
 * answers, photos as facts with a link, messages sent, and the practitioner's notes. Used by the
 * patient's export and the `patient:export` command.
 */
export async function collectRecord(
  db: Queryable,
  scope: RecordScope,
  via: { bookingId: string },
  { now, questions }: RecordExportOptions,
): Promise<MyData> {
  const ids = scope.bookingIds;
  const [rows, consents, intakes, photos, messages, notes, pending, measurements, optIns] = await Promise.all(
    [
      exportedBookings(db, ids),
      exportedConsents(db, scope),
      exportedIntakes(db, ids),
      exportedPhotos(db, ids),
      exportedMessages(db, scope),
      exportedNotes(db, scope.patient?.id),
      scope.patient ? pendingErasureRequest(db, scope.patient.id) : undefined,
      scope.patient ? listMeasurementsOf(db, scope.patient.id) : undefined,
      whatsappOptInsOf(db, ids),
    ],
  );
  const own = rows.find((r) => r.booking.id === via.bookingId)?.booking ?? rows[0]?.booking;
  const contact = scope.patient
    ? { name: scope.patient.name, email: scope.patient.email, phone: scope.patient.phone }
    : { name: own?.customerName ?? "", email: own?.customerEmail ?? null, phone: own?.customerPhone ?? null };
  const erasedUnlinked = !scope.patient && (await isBookingErased(db, via.bookingId));
  return {
    exportedAt: now.toISOString(),
    patientId: scope.patient?.id ?? null,
    contact,
    consentWithdrawnAt: iso(scope.patient?.consentWithdrawnAt),
    erasedAt: iso(scope.patient?.erasedAt) ?? (erasedUnlinked ? iso(own?.updatedAt) : null),
    erasureRequestedAt: iso(pending?.requestedAt),
    bookings: rows.map(({ booking: b, startAt, endAt }) => ({
      bookingId: b.id,
      reference: b.reference,
      status: b.status as MyData["bookings"][number]["status"],
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      timezone: b.timezone,
      amount: b.amount,
      currency: b.currency,
      taxPercent: b.taxPercent,
      taxAmount: b.taxAmount,
      paymentProvider: b.paymentProvider,
      paymentMethod: b.paymentMethod,
      orderId: b.orderId,
      paymentId: b.paymentId,
      paidAt: iso(b.paidAt),
      name: b.customerName,
      email: b.customerEmail,
      phone: b.customerPhone,
      notes: b.notes,
      meetingLink: b.meetingLink,
      createdAt: b.createdAt.toISOString(),
    })),
    consents: consents.map((c) => ({
      bookingId: c.bookingId,
      kind: c.kind,
      noticeVersion: c.noticeVersion,
      method: c.method,
      takenBy: c.takenBy,
      givenAt: c.givenAt.toISOString(),
      withdrawnAt: iso(c.withdrawnAt),
    })),
    intakes: intakes.map((i) => ({
      bookingId: i.bookingId,
      answers: i.answers,
      questionsAndAnswers: labelledAnswers(questions, i.answers).map((a) => ({
        question: a.label,
        answer: a.text,
      })),
      submittedAt: i.submittedAt.toISOString(),
      updatedAt: i.updatedAt.toISOString(),
    })),
    photos: photos.map((p) => ({
      photoId: p.id,
      bookingId: p.bookingId,
      contentType: p.contentType,
      width: p.width,
      height: p.height,
      byteSize: p.byteSize,
      createdAt: p.createdAt.toISOString(),
      url: photoPath(via.bookingId, p.id),
    })),
    messages: messages.map((m) => ({
      bookingId: m.bookingId,
      channel: m.channel,
      kind: m.kind,
      sentAt: m.sentAt.toISOString(),
    })),
    practitionerNotes: notes.map((n) => ({
      body: n.body,
      author: n.author,
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    })),
    measurements: measurements?.sessions ?? [],
    whatsappOptIns: optIns.map((o) => ({
      bookingId: o.bookingId,
      phone: o.phone,
      wording: o.wording,
      method: o.method,
      givenAt: o.givenAt.toISOString(),
      withdrawnAt: iso(o.withdrawnAt),
    })),
    processing: processingSummary,
  };
}

/** GET /api/public/bookings/{bookingId}/my-data. */
export async function exportMyData(
  deps: { db: Queryable; now?: () => Date; intakeQuestions?: IntakeQuestion[] },
  bookingId: string,
  token: string | undefined,
): Promise<MyData> {
  const { scope } = await recordOfManageLink(deps.db, bookingId, token);
  return collectRecord(
    deps.db,
    scope,
    { bookingId },
    { now: deps.now?.() ?? new Date(), questions: deps.intakeQuestions ?? [] },
  );
}

/** GET …/my-data/photos/{photoId}: one of the record's photos, for the holder of the token. */
export async function myPhoto(
  db: Queryable,
  bookingId: string,
  photoId: string,
  token: string | undefined,
): Promise<{ contentType: string; bytes: Buffer }> {
  const { scope } = await recordOfManageLink(db, bookingId, token);
  const photo = await photoOfRecord(db, scope.bookingIds, photoId);
  if (!photo) throw new DomainError("not_found", "There is no such photo.");
  return photo;
}
