import { sql } from "drizzle-orm";
import type { Queryable } from "./transaction";

/**
 * The dashboard's and the earnings panel's numbers, counted by PostgreSQL in the clinic's zone
 * (decisions 0035 and 0037): nothing is downloaded to be counted in JavaScript.
 */

export type DashboardCountsRow = {
  today: string;
  week_start: string;
  week_end: string;
  today_total: number;
  today_booked: number;
  week_total: number;
  week_available: number;
  open: number;
  held: number;
  booked: number;
  completed: number;
  total: number;
  total_bookings: number;
  confirmed_bookings: number;
  pending_reviews: number;
};

/**
 * Today = the calendar day of `now` in `tz`; the week = Monday 00:00 to the next Monday 00:00 in
 * `tz` (PostgreSQL's `date_trunc('week', …)` starts weeks on Monday). Local midnights are turned back
 * into instants with `at time zone`, so the bounds follow the zone's own offset.
 */
export async function dashboardCounts(db: Queryable, now: Date, tz: string): Promise<DashboardCountsRow> {
  const result = await db.execute<DashboardCountsRow>(sql`
    with local as (
      select date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${tz}) as day_local,
             date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${tz}) as week_local
    ), r as (
      select day_local::date::text as today,
             week_local::date::text as week_start,
             (week_local::date + 6)::text as week_end,
             day_local at time zone ${tz} as day_start,
             (day_local + interval '1 day') at time zone ${tz} as day_end,
             week_local at time zone ${tz} as week_from,
             (week_local + interval '7 days') at time zone ${tz} as week_to
      from local
    )
    select r.today, r.week_start, r.week_end, c.*, p.total_bookings, p.confirmed_bookings,
      (select count(*) from reviews v where v.status = 'pending')::int as pending_reviews
    from r cross join lateral (
      -- Every booking has its slot (not null foreign key), so the join drops none.
      select count(*)::int as total_bookings,
        count(*) filter (where s.status = 'BOOKED')::int as confirmed_bookings
      from bookings b join slots s on s.id = b.slot_id
      where b.status = 'PAID'
    ) p cross join lateral (
      select
        count(*) filter (where s.start_at >= r.day_start and s.start_at < r.day_end)::int as today_total,
        count(*) filter (where s.start_at >= r.day_start and s.start_at < r.day_end
          and s.status in ('BOOKED', 'COMPLETED'))::int as today_booked,
        count(*) filter (where s.start_at >= r.week_from and s.start_at < r.week_to)::int as week_total,
        count(*) filter (where s.start_at >= r.week_from and s.start_at < r.week_to
          and s.status = 'OPEN' and s.start_at > ${now.toISOString()}::timestamptz)::int as week_available,
        count(*) filter (where s.status = 'OPEN')::int as open,
        count(*) filter (where s.status = 'HELD')::int as held,
        count(*) filter (where s.status = 'BOOKED')::int as booked,
        count(*) filter (where s.status = 'COMPLETED')::int as completed,
        count(*)::int as total
      from slots s
    ) c`);
  const row = result.rows[0];
  if (!row) throw new Error("dashboard counts returned no row");
  return row;
}

export type TodayAppointmentRow = {
  booking_id: string;
  slot_id: string;
  start_at: Date | string;
  end_at: Date | string;
  patient_name: string;
  meeting_link: string | null;
  slot_status: string;
};

/** Today's paid appointments (the clinic's day), by start time; uses the slots' start index. */
export async function todayAppointments(
  db: Queryable,
  now: Date,
  tz: string,
): Promise<TodayAppointmentRow[]> {
  const result = await db.execute<TodayAppointmentRow>(sql`
    with local as (select date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${tz}) as d)
    select b.id as booking_id, s.id as slot_id, s.start_at, s.end_at, b.customer_name as patient_name,
      b.meeting_link, s.status as slot_status
    from local, slots s
    join bookings b on b.slot_id = s.id and b.status = 'PAID'
    where s.start_at >= local.d at time zone ${tz} and s.start_at < (local.d + interval '1 day') at time zone ${tz}
    order by s.start_at, s.id`);
  return result.rows;
}

export type EarningsRow = {
  period: string;
  gross: string | number;
  tax: string | number;
  refunds: string | number;
  n: number;
};

/**
 * Money by period of payment, in the clinic's zone: one row per period from the one holding `from`
 * to the one holding `to` (empty periods as zeros). A booking counts in the period its payment was
 * made; if it was later cancelled (CANCELLED after being paid), its amount is a refund of that
 * period and its tax is not owed. Only money received counts (decision 0094): online payments, and
 * what the clinic collected for its own bookings (their `amount`); a booking not charged is no sale.
 * A package (issue 35) counts in the period it was paid, under its kind, with its receipt's tax less its
 * credit notes' and the credit notes as refunds; its sessions cost nothing and are counted as bookings.
 */
export async function earningsByPeriod(
  db: Queryable,
  q: { unit: "day" | "week" | "month"; from: string; to: string; tz: string },
): Promise<EarningsRow[]> {
  const step = `1 ${q.unit}`;
  const result = await db.execute<EarningsRow>(sql`
    with series as (
      select g::date as period
      from generate_series(date_trunc(${q.unit}, ${q.from}::date::timestamp), ${q.to}::date::timestamp,
        ${step}::interval) g
    ), agg as (
      select date_trunc(${q.unit}, m.paid_at at time zone ${q.tz})::date as period,
        ${moneySums}
      from ${paidMoney(q)} m
      group by 1
    )
    select series.period::text as period, coalesce(agg.gross, 0) as gross, coalesce(agg.tax, 0) as tax,
      coalesce(agg.refunds, 0) as refunds, coalesce(agg.n, 0)::int as n
    from series left join agg on agg.period = series.period
    order by series.period`);
  return result.rows;
}

/** The range's money per appointment kind (issue 34), by the same rules as `earningsByPeriod`. */
export async function earningsByKind(
  db: Queryable,
  q: { from: string; to: string; tz: string },
): Promise<Array<Omit<EarningsRow, "period"> & { kind_id: string; name: string }>> {
  const result = await db.execute<Omit<EarningsRow, "period"> & { kind_id: string; name: string }>(sql`
    select k.id as kind_id, k.name, ${moneySums}
    from ${paidMoney(q)} m join appointment_kinds k on k.id = m.kind_id
    group by k.id, k.name, k.is_default
    order by k.is_default desc, k.name`);
  return result.rows;
}

/**
 * Money per period of payment and kind (the analytics' revenue by kind, issue 34), with each kind's
 * range total on the rows whose `period` is null: the same sums and the same paid-in-range rule.
 */
export async function earningsByPeriodAndKind(
  db: Queryable,
  q: { unit: "week" | "month"; from: string; to: string; tz: string },
): Promise<Array<Omit<EarningsRow, "period"> & { period: string | null; kind_id: string; name: string }>> {
  const result = await db.execute<
    Omit<EarningsRow, "period"> & { period: string | null; kind_id: string; name: string }
  >(sql`
    with paid as (
      select date_trunc(${q.unit}, m.paid_at at time zone ${q.tz})::date as period, m.*
      from ${paidMoney(q)} m
    )
    select m.period::text as period, k.id as kind_id, k.name, ${moneySums}
    from paid m join appointment_kinds k on k.id = m.kind_id
    group by grouping sets ((m.period, k.id, k.name, k.is_default), (k.id, k.name, k.is_default))
    order by m.period nulls last, k.is_default desc, k.name`);
  return result.rows;
}

/** Gross, tax kept, refunds and count of bookings of the money rows `m` in a group. */
const moneySums = sql`sum(m.gross)::bigint as gross, sum(m.tax)::bigint as tax,
  sum(m.refunds)::bigint as refunds, sum(m.n)::int as n`;

/**
 * The money received from `from` to `to` (clinic days in `tz`), one row per payment: `paid_at`,
 * `kind_id`, `gross`, `tax` kept, `refunds`, and `n`, 1 for a booking (0 for a package, which is no
 * booking). A booking paid and later cancelled is refunded whole and owes no tax.
 */
function paidMoney(q: { from: string; to: string; tz: string }) {
  const from = sql`${q.from}::date::timestamp at time zone ${q.tz}`;
  const to = sql`(${q.to}::date + 1)::timestamp at time zone ${q.tz}`;
  return sql`(
    select b.paid_at, b.kind_id, (case when o.booking_id is null then b.amount else 0 end)::bigint as gross,
      (case when o.booking_id is not null or b.status = 'CANCELLED' then 0 else b.tax_amount end)::bigint as tax,
      (case when o.booking_id is null and b.status = 'CANCELLED' then b.amount else 0 end)::bigint as refunds,
      1 as n
    from bookings b
    -- A first session bought with its package online: the money is the package's, counted below.
    left join package_orders o on o.booking_id = b.id and o.purchase_id is not null
    where b.paid_at is not null and b.status in ('PAID', 'CANCELLED')
      and b.payment_method is distinct from 'not_charged'
      and b.paid_at >= ${from} and b.paid_at < ${to}
    union all
    select p.paid_at, p.kind_id, p.amount::bigint, coalesce(d.tax, 0)::bigint, coalesce(d.refunds, 0)::bigint, 0
    from package_purchases p
    left join lateral (
      select sum(case when r.kind = 'receipt' then t.tax else -t.tax end) as tax,
        sum(case when r.kind = 'credit_note' then r.amount else 0 end) as refunds
      from receipts r
      cross join lateral (select coalesce(sum((l->>'amount')::bigint), 0) as tax
        from jsonb_array_elements(r.tax_lines) l) t
      where r.purchase_id = p.id
    ) d on true
    where p.paid_at is not null and p.payment_status in ('PAID', 'REFUNDED')
      and p.paid_at >= ${from} and p.paid_at < ${to}
  )`;
}
