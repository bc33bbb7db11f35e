import { type AgendaItem, type AgendaQuery, type Attendance, agendaMessages } from "@clinic/contract/agenda";
import type { KindMode } from "@clinic/contract/appointment-kinds";
import type { BookingStatus } from "@clinic/contract/booking";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import { type AgendaRow, agendaRows, markAttendance } from "../../db/agenda-repository";
import { findBookingWithSlot } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { readSection } from "../../db/settings-repository";
import { listPractitioners } from "../../db/staff-repository";
import { transaction } from "../../db/transaction";
import { joinableMeetingLink } from "../appointment-kinds/kind-place";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { settleAttendance } from "../packages/package-credits";

/**
 * The agenda (issue 34): the clinic's booked appointments for a range of days, and attendance marked
 * once an appointment has started. Names only (no contact or clinical data), so every role reads it.
 */

function itemOf(row: AgendaRow): AgendaItem {
  const status = row.status as BookingStatus;
  // A cancelled booking paid online was refunded (decision 0061); the clinic's own takings were not.
  const refunded =
    status === "CANCELLED" && row.paid_at !== null && row.payment_method === null && row.amount > 0;
  return {
    bookingId: row.booking_id,
    reference: row.reference,
    startAt: new Date(row.start_at).toISOString(),
    endAt: new Date(row.end_at).toISOString(),
    dateKey: row.date_key,
    kind: { id: row.kind_id, name: row.kind_name, mode: row.kind_mode as KindMode, colour: row.kind_colour },
    practitioner: row.practitioner_id
      ? { id: row.practitioner_id, name: row.practitioner_name ?? "", colour: row.practitioner_colour }
      : null,
    patient: { id: row.patient_id, name: row.customer_name },
    status,
    paymentStatus: refunded ? "REFUNDED" : status,
    attendance: (row.attendance as Attendance | null) ?? null,
    seriesId: row.series_id,
    fromPackage: row.payment_method === "package",
    meetingLink: joinableMeetingLink({ status, mode: row.kind_mode, meetingLink: row.meeting_link }),
  };
}

export async function listAgenda(db: Database, query: AgendaQuery, timezone: string) {
  const [rows, practitioners] = await Promise.all([agendaRows(db, query), listPractitioners(db)]);
  return {
    items: rows.map(itemOf),
    practitioners: practitioners.map((p) => ({
      id: p.id,
      name: p.name,
      colour: p.colour,
      businessHours: p.businessHours ?? null,
    })),
    timezone,
  };
}

/** POST /api/admin/bookings/{id}/attendance: a PAID booking whose start has passed (409 too_early before). */
export async function markBookingAttendance(
  db: Database,
  call: { bookingId: string; attendance: Attendance; actor: string; now: Date },
) {
  return transaction(db, async (tx) => {
    const found = await findBookingWithSlot(tx, call.bookingId);
    if (!found) throw new DomainError("not_found", agendaMessages.notFound);
    if (found.booking.status !== "PAID") throw new DomainError("conflict", agendaMessages.notBooked);
    if (call.now < found.slot.startAt) throw new DomainError("too_early", agendaMessages.tooEarly);
    const marked = await markAttendance(tx, call.bookingId, call.attendance, call.now);
    if (!marked) throw new DomainError("conflict", agendaMessages.notBooked);
    // A session paid from a package: the clinic's setting says whether a no-show uses it (issue 35).
    const { packages } = generalSettingsOf(await readSection(tx, "general"));
    await settleAttendance(tx, {
      bookingId: call.bookingId,
      attendance: call.attendance,
      noShowUsesSession: packages.noShowUsesSession,
      at: call.now,
    });
    await recordAudit(tx, {
      actor: call.actor,
      action: "booking.attendance",
      entity: "booking",
      entityId: call.bookingId,
      details: { before: found.booking.attendance, after: call.attendance },
    });
    return {
      bookingId: call.bookingId,
      attendance: call.attendance,
      markedAt: new Date(marked.attendance_at).toISOString(),
    };
  });
}
