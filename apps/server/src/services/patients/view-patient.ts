import type { IntakeForm } from "@clinic/contract/intake-form";
import {
  linkReasons,
  linkSuggestionText,
  type PatientDetail,
  withoutClinicalData,
} from "@clinic/contract/patients";
import type { Database } from "../../db/client";
import { pendingLinkSuggestionsOf } from "../../db/link-suggestion-repository";
import {
  bookingsOfPatient,
  consentsOfPatient,
  intakesOfPatient,
  messagesOfPatient,
  notesOfPatient,
} from "../../db/patient-record-repository";
import { lastVisitOfPatient } from "../../db/patient-repository";
import { recordAudit } from "../audit-service";
import { existingPatient, patientEntity } from "./patient-access";

const iso = (v: Date) => v.toISOString();
const isoOrNull = (v: Date | null) => (v ? v.toISOString() : null);

/**
 * GET /api/admin/patients/{patientId}: the record with its suggested links waiting on the admin
 * (decision 0114), bookings, consents, intake answers, messages sent and private notes. Health data is read here, so the read itself is audit-logged
 * (who looked at whose record, when), as every change is.
 */
export async function viewPatient(
  db: Database,
  patientId: string,
  actor: string,
  form?: IntakeForm,
  /** A clinical role (issue 34): only then are intake answers and private notes read and answered. */
  clinical = true,
): Promise<PatientDetail> {
  const patient = await existingPatient(db, patientId);
  const [lastVisitAt, suggestions, bookings, consents, intakes, messages, notes] = await Promise.all([
    lastVisitOfPatient(db, patientId, new Date()),
    pendingLinkSuggestionsOf(db, patientId),
    bookingsOfPatient(db, patientId),
    consentsOfPatient(db, patientId),
    clinical ? intakesOfPatient(db, patientId) : [],
    messagesOfPatient(db, patientId),
    clinical ? notesOfPatient(db, patientId) : [],
  ]);
  await recordAudit(db, { actor, action: "patient.view", entity: patientEntity, entityId: patientId });
  const detail: PatientDetail = {
    patient: {
      id: patient.id,
      name: patient.name,
      email: patient.email,
      phone: patient.phone,
      lastVisitAt: isoOrNull(lastVisitAt),
      createdAt: iso(patient.createdAt),
      consentWithdrawnAt: isoOrNull(patient.consentWithdrawnAt),
      erasedAt: isoOrNull(patient.erasedAt),
      mergedInto: patient.mergedInto,
    },
    linkSuggestions: suggestions.map((s) => {
      const reasons = linkReasons.filter((r) => s.reasons.includes(r));
      return {
        id: s.id,
        otherPatient: { id: s.otherPatientId, name: s.otherName },
        reasons,
        text: linkSuggestionText(reasons, s.otherName),
        createdAt: iso(s.createdAt),
      };
    }),
    bookings: bookings.map((b) => ({ ...b, startAt: iso(b.startAt), endAt: iso(b.endAt) })),
    consents: consents.map((c) => ({
      id: c.id,
      bookingId: c.bookingId,
      kind: c.kind,
      noticeVersion: c.noticeVersion,
      method: c.method,
      takenBy: c.takenBy,
      givenAt: iso(c.givenAt),
      withdrawnAt: isoOrNull(c.withdrawnAt),
    })),
    intakes: intakes.map((i) => ({
      bookingId: i.bookingId,
      reference: i.reference,
      answers: i.answers,
      submittedAt: iso(i.submittedAt),
      updatedAt: iso(i.updatedAt),
    })),
    intakeQuestions: form?.questions ?? [],
    messages: messages.map((m) => ({ ...m, sentAt: iso(m.sentAt) })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: n.author,
      createdAt: iso(n.createdAt),
      updatedAt: iso(n.updatedAt),
    })),
  };
  return clinical ? detail : withoutClinicalData(detail);
}
