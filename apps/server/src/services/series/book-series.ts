import { randomUUID } from "node:crypto";
import { notCharged } from "@clinic/contract/admin-payment";
import type { Locale } from "@clinic/contract/locales";
import { packageMessages } from "@clinic/contract/packages";
import {
  type SeriesAnswer,
  type SeriesPreview,
  type SeriesRequestValid,
  seriesMessages,
} from "@clinic/contract/series";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import { findKind } from "../../db/appointment-kind-repository";
import { latestLocaleOfPatient, setBookingsSeries } from "../../db/booking-repository";
import { sessionsLeftOf } from "../../db/package-purchase-repository";
import { attachBooking, findPatient } from "../../db/patient-repository";
import { readSection } from "../../db/settings-repository";
import { insertSlots, practitionerSlotsBetween } from "../../db/slot-repository";
import { listPractitioners, type StaffRow } from "../../db/staff-repository";
import { type Tx, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { type BookingDeps, clock, paymentsOf } from "../booking/booking-deps";
import { completeConfirmation } from "../booking/confirm-payment";
import { bookForPatient } from "../booking/create-admin-booking";
import { closedDaysOf } from "../closed-days";
import { DomainError } from "../domain-error";
import { purchaseForSessions } from "../packages/package-credits";
import { planSeries, seriesHorizonDays } from "./plan-series";

/**
 * A series of appointments for a patient (issue 35): planned (planSeries), checked against the package
 * when one pays for it (409 `not_enough_credits` before anything is written), then each session booked
 * as the desk books one (bookForPatient), in one transaction: all of the series or none of it. Slots
 * the series needs are made inside the practitioner's hours. Each session is a booking of its own: it
 * moves and ends alone.
 */
export async function bookSeries(
  deps: BookingDeps,
  patientId: string,
  request: SeriesRequestValid,
  by: { actor: string; takenBy: string; clientAddress: string },
): Promise<SeriesAnswer> {
  const payments = await paymentsOf(deps);
  const toComplete: string[] = [];
  const answer = await transaction(deps.db, async (tx) => {
    const now = clock(deps);
    const { patient, kind, practitioner, plan } = await seriesPlanOf(deps, tx, patientId, request, now);
    const purchase = request.packagePurchaseId
      ? await purchaseForSessions(tx, {
          purchaseId: request.packagePurchaseId,
          patientId,
          kindId: kind.id,
          dateKeys: plan.sessions.map((s) => s.dateKey),
        })
      : undefined;
    const made = plan.sessions.filter((s) => !s.slotId).map((s) => ({ ...s, id: randomUUID() }));
    await insertSlots(
      tx,
      made.map((s) => ({
        id: s.id,
        dateKey: s.dateKey,
        startAt: s.startAt,
        endAt: s.endAt,
        tz: deps.settings.clinicTimezone,
        practitionerId: practitioner?.id ?? null,
        kindIds: [kind.id],
      })),
    );
    const locale = (await latestLocaleOfPatient(tx, patientId)) as Locale;
    const seriesId = randomUUID();
    const booked: SeriesAnswer["booked"] = [];
    for (const session of plan.sessions) {
      const slotId = session.slotId ?? (made.find((m) => m.startAt === session.startAt)?.id as string);
      const { data, toComplete: next } = await bookForPatient(
        deps,
        tx,
        {
          input: {
            slotId,
            user: {
              name: patient.name,
              email: patient.email ?? "",
              phone: patient.phone ?? "",
              timezone: deps.settings.clinicTimezone,
            },
            notes: "",
            flow: "book",
            isAdminBooking: true,
            payment: purchase ? { kind: "package", purchaseId: purchase.id } : notCharged,
            whatsappOptIn: false,
            locale,
            kindId: kind.id,
            ...(request.visitAddress ? { visitAddress: request.visitAddress } : {}),
          },
          clientAddress: by.clientAddress,
          takenBy: by.takenBy,
        },
        payments,
        now,
      );
      await attachBooking(tx, data.bookingId, patientId);
      if (next) toComplete.push(next);
      booked.push({
        bookingId: data.bookingId,
        date: session.dateKey,
        startAt: session.startAt.toISOString(),
        endAt: session.endAt.toISOString(),
      });
    }
    await setBookingsSeries(
      tx,
      booked.map((b) => b.bookingId),
      seriesId,
    );
    await recordAudit(tx, {
      actor: by.actor,
      action: "series.booked",
      entity: "patient",
      entityId: patientId,
      details: { seriesId, kindId: kind.id, booked: booked.length, skipped: plan.skipped.length },
    });
    return { seriesId, booked, skipped: plan.skipped };
  });
  // After the commit: each session's meeting link, calendar event and confirmation (decision 0060).
  for (const id of toComplete) await completeConfirmation(deps, id);
  return answer;
}

/** The patient, kind and practitioner of a series, and its dates, read in the caller's transaction. */
async function seriesPlanOf(
  deps: BookingDeps,
  tx: Tx,
  patientId: string,
  request: SeriesRequestValid,
  now: Date,
) {
  const patient = await findPatient(tx, patientId);
  if (!patient || patient.erasedAt || patient.mergedInto)
    throw new DomainError("not_found", packageMessages.patientNotFound);
  const kind = await findKind(tx, request.kindId);
  if (!kind || kind.archivedAt)
    throw new DomainError("validation_failed", packageMessages.kindUnknown, {
      kindId: packageMessages.kindUnknown,
    });
  const practitioner = await practitionerOf(tx, request.practitionerId);
  const general = await readSection(tx, "general");
  const from = new Date(Date.parse(`${request.startDate}T00:00:00Z`) - 86_400_000);
  const plan = planSeries({
    request,
    kind,
    zone: deps.settings.clinicTimezone,
    hours: practitioner?.businessHours ?? generalSettingsOf(general).businessHours,
    closed: closedDaysOf(general),
    now,
    taken: await practitionerSlotsBetween(
      tx,
      practitioner?.id ?? null,
      from,
      new Date(from.getTime() + (seriesHorizonDays + 2) * 86_400_000),
    ),
  });
  return { patient, kind, practitioner, plan };
}

/**
 * POST /api/admin/patients/{patientId}/series/preview: the sessions and skipped dates the series would
 * have now, and the package's sessions left; nothing is written.
 */
export async function previewSeries(
  deps: BookingDeps,
  patientId: string,
  request: SeriesRequestValid,
): Promise<SeriesPreview> {
  return transaction(deps.db, async (tx) => {
    const { plan, kind } = await seriesPlanOf(deps, tx, patientId, request, clock(deps));
    const sessionsLeft = request.packagePurchaseId
      ? await sessionsLeftOf(tx, request.packagePurchaseId)
      : null;
    // The package's own refusal (unpaid, expired by then, too few sessions), said before booking.
    let problem: string | null = null;
    if (request.packagePurchaseId)
      try {
        await purchaseForSessions(tx, {
          purchaseId: request.packagePurchaseId,
          patientId,
          kindId: kind.id,
          dateKeys: plan.sessions.map((s) => s.dateKey),
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problem = error.message;
      }
    return {
      sessions: plan.sessions.map((s) => ({
        date: s.dateKey,
        startAt: s.startAt.toISOString(),
        endAt: s.endAt.toISOString(),
      })),
      skipped: plan.skipped,
      sessionsLeft,
      problem,
    };
  });
}

/** The practitioner named, or the clinic's only one; one must be named when there are several. */
async function practitionerOf(tx: Tx, id: string | undefined): Promise<StaffRow | undefined> {
  const all = await listPractitioners(tx);
  if (id) {
    const found = all.find((p) => p.id === id);
    if (!found)
      throw new DomainError("validation_failed", seriesMessages.practitionerUnknown, {
        practitionerId: seriesMessages.practitionerUnknown,
      });
    return found;
  }
  if (all.length > 1)
    throw new DomainError("validation_failed", seriesMessages.practitionerRequired, {
      practitionerId: seriesMessages.practitionerRequired,
    });
  return all[0];
}
