import { sql } from "drizzle-orm";
import type { Queryable } from "./transaction";

/**
 * The analytics' figures (issue 34), counted by PostgreSQL: each query groups by period and, with
 * `grouping sets`, adds the range's own row (`period` null), so the totals are the database's too.
 * Slots and appointments are bucketed by their clinic day (`date_key`, written in the clinic's zone),
 * weeks from Monday (`date_trunc('week', …)`), as the agenda lists them. Revenue uses the earnings rule
 * instead (dashboard-repository.ts, by the day of payment).
 */
export type AnalyticsQueryRange = { unit: "week" | "month"; from: string; to: string };

/** An appointment is a confirmed booking: PENDING is a visitor still paying, the rest never were. */
const appointment = sql`b.status = 'PAID'`;

export type AppointmentFiguresRow = {
  /** The period's first day; null on the range's row. */
  period: string | null;
  booked: number;
  attended: number;
  no_shows: number;
  patients: number;
  new_in_period: number;
  new_in_range: number;
};

/**
 * Appointments, attendance and patients per period. A patient's first appointment ever (any date,
 * before the range too) decides new or returning: new in a period when that first day is in the
 * period's part of the range, new in the range when it is on or after `from`.
 */
export async function appointmentFigures(
  db: Queryable,
  q: AnalyticsQueryRange,
): Promise<AppointmentFiguresRow[]> {
  const result = await db.execute<AppointmentFiguresRow>(sql`
    with appts as (
      select date_trunc(${q.unit}, s.date_key::date::timestamp)::date as period, b.attendance, b.patient_id
      from bookings b join slots s on s.id = b.slot_id
      where ${appointment} and s.date_key between ${q.from} and ${q.to}
    ), firsts as (
      select b.patient_id, min(s.date_key) as first_day
      from bookings b join slots s on s.id = b.slot_id
      where ${appointment} and b.patient_id in (select patient_id from appts)
      group by b.patient_id
    )
    select a.period::text as period,
      count(*)::int as booked,
      count(*) filter (where a.attendance = 'attended')::int as attended,
      count(*) filter (where a.attendance = 'no_show')::int as no_shows,
      count(distinct a.patient_id)::int as patients,
      count(distinct a.patient_id) filter (where f.first_day >= ${q.from}
        and date_trunc(${q.unit}, f.first_day::date::timestamp)::date = a.period)::int as new_in_period,
      count(distinct a.patient_id) filter (where f.first_day >= ${q.from})::int as new_in_range
    from appts a left join firsts f on f.patient_id = a.patient_id
    group by grouping sets ((a.period), ())`);
  return result.rows;
}

export type UtilisationFiguresRow = {
  period: string | null;
  practitioner_id: string | null;
  practitioner_name: string | null;
  /** Null on the rows of a practitioner's whole time (each slot once). */
  kind_id: string | null;
  kind_name: string | null;
  booked_minutes: number;
  open_minutes: number;
};

/**
 * Offered and booked minutes per practitioner and kind, and per practitioner alone. A slot counts for
 * every kind it takes (and its appointment's kind, should that have left the list); its appointment's
 * minutes count for that appointment's kind only, never beyond the slot's length.
 */
export async function utilisationFigures(
  db: Queryable,
  q: AnalyticsQueryRange,
): Promise<UtilisationFiguresRow[]> {
  const result = await db.execute<UtilisationFiguresRow>(sql`
    with offered as (
      select date_trunc(${q.unit}, s.date_key::date::timestamp)::date as period, s.practitioner_id, s.kind_ids,
        (extract(epoch from s.end_at - s.start_at) / 60)::int as slot_minutes,
        b.kind_id as booked_kind,
        -- least() skips nulls: a free slot (no appointment) must give 0, not its own length.
        case when b.id is null then 0
          else least(b.duration_minutes, (extract(epoch from s.end_at - s.start_at) / 60)::int) end as booked_minutes
      from slots s left join bookings b on b.slot_id = s.id and ${appointment}
      where s.date_key between ${q.from} and ${q.to}
    ), by_kind as (
      select o.period, o.practitioner_id, kk.kind_id,
        o.slot_minutes as open_minutes,
        case when o.booked_kind = kk.kind_id then o.booked_minutes else 0 end as booked_minutes
      from offered o cross join lateral (
        select distinct x as kind_id from unnest(o.kind_ids || array[o.booked_kind]) x where x is not null
      ) kk
    ), grouped as (
      select period, practitioner_id, kind_id,
        sum(booked_minutes)::int as booked_minutes, sum(open_minutes)::int as open_minutes
      from by_kind group by grouping sets ((period, practitioner_id, kind_id), (practitioner_id, kind_id))
      union all
      select period, practitioner_id, null,
        sum(booked_minutes)::int, sum(slot_minutes)::int
      from offered group by grouping sets ((period, practitioner_id), (practitioner_id))
    )
    select g.period::text as period, g.practitioner_id, st.name as practitioner_name,
      g.kind_id, k.name as kind_name, g.booked_minutes, g.open_minutes
    from grouped g
      left join staff st on st.id = g.practitioner_id
      left join appointment_kinds k on k.id = g.kind_id
    -- A slot may still name a kind since deleted: it is no kind's time.
    where g.kind_id is null or k.id is not null
    order by g.period nulls last, st.name nulls last, g.practitioner_id, k.is_default desc, k.name`);
  return result.rows;
}
