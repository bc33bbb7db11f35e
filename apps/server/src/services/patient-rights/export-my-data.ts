import { type IntakeQuestion, labelledAnswers } from "@clinic/contract/intake-form";
import { type Locale, localeOr } from "@clinic/contract/locales";
import { erasedMarker, type MyData } from "@clinic/contract/patient-rights";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { isBookingErased } from "../../db/erasure-repository";
import { exportedExercises } from "../../db/exercise-repository";
import { exportedCheckIns } from "../../db/garment-check-in-repository";
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
import { questionnairesOfPatients } from "../../db/questionnaire-repository";
import { notesOfBookings } from "../../db/session-note-repository";
import type { Queryable } from "../../db/transaction";
import { whatsappOptInsOf } from "../../db/whatsapp-repository";
import { DomainError } from "../domain-error";
import { processingTexts } from "../email-texts/processing-texts";
import { checkInView } from "../garment-check-ins/check-in-plan";
import { listMeasurementsOf } from "../measurements/list-measurements";
import { packagesInScope } from "../packages/my-packages";
import { questionnaireView } from "../questionnaires/list-questionnaires";
import { accessOf, auditRecordRead, type ManageCredentials } from "../record-access/access-scope";
import { fieldLabelsByTemplate } from "../session-notes/note-templates";
import { toNoteView } from "../session-notes/session-note-view";

/** The path a photo's bytes are fetched from, with the same token. */
export const photoPath = (bookingId: string, photoId: string) =>
  `/api/public/bookings/${encodeURIComponent(bookingId)}/my-data/photos/${encodeURIComponent(photoId)}`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export type RecordExportOptions = {
  now: Date;
  /** The intake form's questions (the web build's), to label the answers; without them, ids are the labels. */
  questions: IntakeQuestion[];
  /** The clinic's zone: a booking's own measurements are those taken on its consultation's day there. */
  clinicTimezone?: string;
  /** The language of the summary's lines (the page's); without it, the booking's own. */
  locale?: Locale;
};

/**
 * Everything held about the scope (decision 0102): contact details, bookings, consents, intake
 * answers, photos as facts with a link, messages sent, measurements, session notes and the practitioner's notes.
 * A whole record (the `patient:export` command, or the patient with a record session) has all of it;
 * one booking (its manage token alone, decision 0113) has that booking's rows, its own contact
 * details and the measurements taken on its day, and none of the record's notes.
 */
export async function collectRecord(
  db: Queryable,
  scope: RecordScope,
  via: { bookingId: string },
  { now, questions, clinicTimezone, locale }: RecordExportOptions,
): Promise<MyData> {
  const ids = scope.bookingIds;
  const whole = scope.level === "record";
  const [
    rows,
    consents,
    intakes,
    photos,
    messages,
    notes,
    pending,
    measurements,
    optIns,
    sent,
    sessionNotes,
    exercises,
    checkIns,
  ] = await Promise.all([
    exportedBookings(db, ids),
    exportedConsents(db, scope),
    exportedIntakes(db, ids),
    exportedPhotos(db, ids),
    exportedMessages(db, scope),
    exportedNotes(db, whole ? scope.patient?.id : undefined),
    scope.patient ? pendingErasureRequest(db, scope.patient.id) : undefined,
    scope.patient ? listMeasurementsOf(db, scope.patient.id) : undefined,
    whatsappOptInsOf(db, ids),
    scope.patient ? questionnairesOfPatients(db, [scope.patient.id]) : [],
    notesOfBookings(db, ids),
    scope.patient ? exportedExercises(db, scope.patient.id) : null,
    scope.patient ? exportedCheckIns(db, scope.patient.id, whole ? undefined : via.bookingId) : null,
  ]);
  const ownRow = rows.find((r) => r.booking.id === via.bookingId) ?? rows[0];
  const own = ownRow?.booking;
  const ownErased = !own || own.customerEmail === erasedMarker.email;
  const contact =
    whole && scope.patient
      ? { name: scope.patient.name, email: scope.patient.email, phone: scope.patient.phone }
      : ownErased
        ? { name: "", email: null, phone: null }
        : { name: own.customerName, email: own.customerEmail, phone: own.customerPhone };
  const erasedUnlinked = !scope.patient && (await isBookingErased(db, via.bookingId));
  const ownDay = ownRow && clinicTimezone ? dateKeyInZone(ownRow.startAt, clinicTimezone) : undefined;
  const sessions = measurements?.sessions ?? [];
  const language = locale ?? localeOr(own?.locale);
  const packages = await packagesInScope(db, scope, via.bookingId, language, now);
  const labels = sessionNotes.length
    ? await fieldLabelsByTemplate(db)
    : new Map<string, Record<string, string>>();
  return {
    exportedAt: now.toISOString(),
    scope: scope.level,
    patientId: whole ? (scope.patient?.id ?? null) : null,
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
        questionId: a.id,
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
    measurements: whole ? sessions : sessions.filter((m) => m.takenOn === ownDay),
    sessionNotes: sessionNotes.map((n) => ({
      ...toNoteView(n, n.versions, now),
      labels: labels.get(n.templateId) ?? {},
    })),
    whatsappOptIns: optIns.map((o) => ({
      bookingId: o.bookingId,
      phone: o.phone,
      wording: o.wording,
      method: o.method,
      givenAt: o.givenAt.toISOString(),
      withdrawnAt: iso(o.withdrawnAt),
    })),
    // One booking's token opens the programme and today's ticks (My exercises), not the days before.
    exercises:
      exercises && !whole
        ? {
            ...exercises,
            log: exercises.log.filter((d) => clinicTimezone && d.day === dateKeyInZone(now, clinicTimezone)),
          }
        : exercises,
    garmentCheckIns: checkIns && { plan: checkIns.plan, items: checkIns.rows.map(checkInView) },
    packages,
    questionnaires: sent
      .filter((row) => whole || row.bookingId === via.bookingId)
      .map((row) => ({ ...questionnaireView(row, language), answers: row.answers ?? null })),
    processing: Object.values(processingTexts[language]),
  };
}

export type MyDataDeps = {
  db: Queryable;
  now?: () => Date;
  intakeQuestions?: IntakeQuestion[];
  clinicTimezone: () => string;
};

/**
 * GET /api/public/bookings/{bookingId}/my-data: the booking's own data for its manage token; the
 * whole record with a record session too.
 */
export async function exportMyData(
  deps: MyDataDeps,
  bookingId: string,
  credentials: ManageCredentials,
  locale?: Locale,
): Promise<MyData> {
  const now = deps.now?.() ?? new Date();
  const { scope } = await accessOf(deps.db, bookingId, credentials.token, credentials.session, now);
  const data = await collectRecord(
    deps.db,
    scope,
    { bookingId },
    { now, questions: deps.intakeQuestions ?? [], clinicTimezone: deps.clinicTimezone(), locale },
  );
  if (scope.level === "record") await auditRecordRead(deps.db, scope, bookingId, "my-data");
  return data;
}

/** GET …/my-data/photos/{photoId}: one of the booking's photos, or with a record session the record's. */
export async function myPhoto(
  deps: Pick<MyDataDeps, "db" | "now">,
  bookingId: string,
  photoId: string,
  credentials: ManageCredentials,
): Promise<{ contentType: string; bytes: Buffer }> {
  const now = deps.now?.() ?? new Date();
  const { scope } = await accessOf(deps.db, bookingId, credentials.token, credentials.session, now);
  const photo = await photoOfRecord(deps.db, scope.bookingIds, photoId);
  if (!photo) throw new DomainError("not_found", "There is no such photo.");
  return photo;
}
