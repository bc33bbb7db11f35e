import { sql } from "drizzle-orm";
import type { Queryable } from "./transaction";

/** The agenda's rows (issue 34): bookings with their slot, kind, practitioner and patient, in one query. */
export type AgendaRow = {
  booking_id: string;
  reference: string;
  start_at: Date | string;
  end_at: Date | string;
  date_key: string;
  kind_id: string;
  kind_name: string;
  kind_names: { hi?: string; kn?: string };
  kind_mode: string;
  kind_colour: string;
  practitioner_id: string | null;
  practitioner_name: string | null;
  practitioner_colour: string | null;
  patient_id: string | null;
  customer_name: string;
  status: string;
  paid_at: Date | string | null;
  payment_method: string | null;
  amount: number;
  attendance: string | null;
  series_id: string | null;
  meeting_link: string | null;
};

/**
 * Bookings whose slot is on a clinic day in [from, to], by start. Unpaid holds that expired or failed
 * never were appointments: only PENDING, PAID and CANCELLED bookings are listed, unless `status` asks.
 */
export async function agendaRows(
  db: Queryable,
  q: { from: string; to: string; practitionerId?: string; status?: string },
): Promise<AgendaRow[]> {
  const byPractitioner = q.practitionerId ? sql`and s.practitioner_id = ${q.practitionerId}` : sql``;
  const byStatus = q.status
    ? sql`and b.status = ${q.status}`
    : sql`and b.status in ('PENDING', 'PAID', 'CANCELLED')`;
  const result = await db.execute<AgendaRow>(sql`
    select b.id as booking_id, b.reference, s.start_at, s.end_at, s.date_key,
      k.id as kind_id, k.name as kind_name, k.names as kind_names, k.mode as kind_mode, k.colour as kind_colour,
      st.id as practitioner_id, st.name as practitioner_name, st.colour as practitioner_colour,
      b.patient_id, b.customer_name, b.status, b.paid_at, b.payment_method, b.amount, b.attendance,
      b.series_id, b.meeting_link
    from bookings b
      join slots s on s.id = b.slot_id
      join appointment_kinds k on k.id = b.kind_id
      left join staff st on st.id = s.practitioner_id
    where s.date_key between ${q.from} and ${q.to} ${byPractitioner} ${byStatus}
    order by s.start_at, st.name, b.created_at
    limit 2000`);
  return result.rows;
}

/** Marks a PAID booking's attendance; undefined when there is no such PAID booking. */
export async function markAttendance(
  db: Queryable,
  bookingId: string,
  attendance: string,
  at: Date,
): Promise<{ attendance_at: Date | string } | undefined> {
  const result = await db.execute<{ attendance_at: Date | string }>(sql`
    update bookings set attendance = ${attendance}, attendance_at = ${at.toISOString()}, updated_at = now()
    where id = ${bookingId} and status = 'PAID'
    returning attendance_at`);
  return result.rows[0];
}
