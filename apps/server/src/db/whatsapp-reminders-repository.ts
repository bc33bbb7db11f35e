import { sql } from "drizzle-orm";
import type { Queryable } from "./transaction";

/**
 * Paid bookings starting within `hours` (and not yet started) with a standing WhatsApp opt-in and no
 * WhatsApp reminder of `kind` yet, of patients who have not withdrawn consent nor been erased (the
 * email reminders' rule, decision 0102), whose number has not sent STOP.
 */
export async function whatsappRemindersDue(
  db: Queryable,
  input: { kind: string; hours: number; now: Date; limit?: number },
): Promise<Array<{ bookingId: string; startAt: Date; locale: string }>> {
  const result = await db.execute<{ id: string; start_at: Date | string; locale: string }>(sql`
    select b.id, s.start_at, b.locale
    from bookings b join slots s on s.id = b.slot_id
    join whatsapp_opt_ins i on i.booking_id = b.id and i.withdrawn_at is null
    where b.status = 'PAID'
      and b.user_calendar is distinct from 'pending'
      and s.start_at > ${input.now.toISOString()}
      and s.start_at <= ${new Date(input.now.getTime() + input.hours * 3_600_000).toISOString()}
      and not exists (select 1 from whatsapp_outbox o where o.kind = ${input.kind} and o.booking_id = b.id)
      and not exists (select 1 from whatsapp_opt_outs x where x.phone = i.phone)
      and not exists (select 1 from patients p where p.id = b.patient_id
        and (p.consent_withdrawn_at is not null or p.erased_at is not null))
      and not exists (select 1 from consents c where c.booking_id = b.id and c.withdrawn_at is not null)
    order by s.start_at
    limit ${input.limit ?? 500}`);
  return result.rows.map((r) => ({ bookingId: r.id, startAt: new Date(r.start_at), locale: r.locale }));
}
