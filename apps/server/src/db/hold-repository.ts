import { defaultKindId } from "@clinic/contract/appointment-kinds";
import { sql } from "drizzle-orm";
import type { KindRow } from "./appointment-kind-repository";
import type { NewBooking } from "./booking-repository";
import type { Database } from "./client";
import type { StoredAnswer } from "./idempotency-repository";
import type { PricingRow } from "./pricing-repository";
import type { SlotRow } from "./slot-repository";
import type { Queryable } from "./transaction";

/**
 * Holds: the statements that span a slot and its PENDING booking (and, for a new hold, the robot
 * check's solution, the client's live holds, the kept holds against the supply and the stored
 * answer), each one round trip.
 */

/** A PENDING booking as the hold statement inserts it (the columns services/booking/new-booking.ts heldBooking sets). */
export type HeldBooking = Pick<
  NewBooking,
  | "id"
  | "reference"
  | "flow"
  | "isAdminBooking"
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "timezone"
  | "locale"
  | "notes"
  | "amount"
  | "currency"
  | "taxTreatment"
  | "taxPercent"
  | "taxAmount"
  | "durationMinutes"
  | "paymentProvider"
  | "paymentMethod"
  | "orderId"
  | "clientKey"
  | "kindId"
  | "visitAddress"
> & { holdExpiresAt: Date };

/**
 * A hold in one statement (decision 0074): records the robot check's solution as used and, only
 * if it was not used before, holds the slot while it is OPEN, has not started and still has the
 * times the caller read (one conditional update); inserts the PENDING booking on the held slot;
 * and, when given, stores the request's answer under its idempotency key, with the booking it is about
 * (decision 0116). Without a solution (an
 * admin booking) it only holds. Nothing is written when the solution was used before, and only
 * the solution when the slot was not free.
 *
 * `shared` (decision 0092): the slot is left OPEN and the booking is inserted EXPIRED, a booking
 * that keeps nothing: its payment takes the slot if it is still free, as a late payment does.
 */
export async function holdSlotForBooking(
  db: Queryable,
  ask: {
    slot: { id: string; startAt: Date; endAt: Date };
    now: Date;
    captcha: { challengeId: string; expiresAt: Date } | undefined;
    booking: HeldBooking;
    shared?: boolean;
    answer?: { operation: string; key: string } & StoredAnswer;
  },
): Promise<{ captchaReused: boolean; slot: SlotRow | undefined }> {
  const { slot, captcha, booking: b, answer } = ask;
  const now = ask.now.toISOString();
  const spend = captcha !== undefined;
  const shared = ask.shared === true;
  const free = sql`id = ${slot.id} and status = 'OPEN' and start_at > ${now}
        and date_trunc('milliseconds', start_at) = ${slot.startAt.toISOString()}::timestamptz
        and date_trunc('milliseconds', end_at) = ${slot.endAt.toISOString()}::timestamptz
        and (not ${spend} or exists (select 1 from used))`;
  const result = await db.execute<{
    spent: number;
    id: string | null;
    date_key: string;
    start_at: string | Date;
    end_at: string | Date;
    tz: string;
    status: string;
    calendar_event_id: string | null;
    calendar_id: string | null;
    practitioner_id: string | null;
    kind_ids: string[];
    created_at: string | Date;
    updated_at: string | Date;
  }>(sql`
    with used as (
      insert into captcha_uses (challenge_id, expires_at)
      select ${captcha?.challengeId ?? ""}, ${(captcha?.expiresAt ?? ask.now).toISOString()}::timestamptz
      where ${spend}
      on conflict do nothing
      returning 1
    ), held as (
      update slots set status = 'HELD', updated_at = ${now}
      where ${free} and not ${shared}
      returning id, date_key, start_at, end_at, tz, status, calendar_event_id, calendar_id, practitioner_id, kind_ids,
        created_at, updated_at
    ), seen as (
      select id, date_key, start_at, end_at, tz, status, calendar_event_id, calendar_id, practitioner_id, kind_ids,
        created_at, updated_at
      from slots where ${free} and ${shared}
    ), target as (
      select * from held union all select * from seen
    ), booked as (
      insert into bookings (id, reference, slot_id, status, flow, is_admin_booking, customer_name,
        customer_email, customer_phone, timezone, locale, notes, amount, currency, tax_treatment, tax_percent,
        tax_amount, duration_minutes, payment_provider, payment_method, order_id, client_key, hold_expires_at, created_at,
        updated_at, kind_id, visit_address)
      select ${b.id}, ${b.reference}, target.id, case when ${shared} then 'EXPIRED' else 'PENDING' end, ${b.flow}, ${b.isAdminBooking ?? false}::boolean,
        ${b.customerName}, ${b.customerEmail}, ${b.customerPhone}, ${b.timezone}, ${b.locale ?? "en"}, ${b.notes ?? ""},
        ${b.amount}::int, ${b.currency}, ${b.taxTreatment}, ${b.taxPercent}::int, ${b.taxAmount}::int, ${b.durationMinutes}::int,
        ${b.paymentProvider}, ${b.paymentMethod ?? null}, ${b.orderId}, ${b.clientKey}, ${b.holdExpiresAt.toISOString()}::timestamptz,
        ${now}::timestamptz, ${now}::timestamptz, ${b.kindId ?? defaultKindId}, ${b.visitAddress ?? null}
      from target
      returning id
    ), saved as (
      insert into idempotency_keys (operation, key, request_hash, response_status, response_body,
        booking_id, created_at)
      select ${answer?.operation ?? ""}, ${answer?.key ?? ""}, ${answer?.requestHash ?? ""},
        ${answer?.responseStatus ?? 0}::int, ${JSON.stringify(answer?.responseBody ?? null)}::jsonb, booked.id, now()
      from booked
      where ${answer !== undefined}
      on conflict (operation, key) do update set request_hash = excluded.request_hash,
        response_status = excluded.response_status, response_body = excluded.response_body,
        booking_id = excluded.booking_id, created_at = excluded.created_at
    )
    select (select count(*) from used)::int as spent,
      target.id, target.date_key, target.start_at, target.end_at, target.tz, target.status,
      target.calendar_event_id, target.calendar_id, target.practitioner_id, target.kind_ids, target.created_at, target.updated_at
    from (select 1) as one left join target on true`);
  const row = result.rows[0];
  const held =
    row?.id != null
      ? {
          id: row.id,
          dateKey: row.date_key,
          startAt: new Date(row.start_at),
          endAt: new Date(row.end_at),
          tz: row.tz,
          status: row.status,
          calendarEventId: row.calendar_event_id,
          calendarId: row.calendar_id,
          practitionerId: row.practitioner_id,
          kindIds: row.kind_ids,
          createdAt: new Date(row.created_at),
          updatedAt: new Date(row.updated_at),
        }
      : undefined;
  return { captchaReused: spend && Number(row?.spent ?? 0) === 0, slot: held };
}

/**
 * What a new hold needs, in one round trip: the live holds of this client network, counted up to
 * `limit` (all a refusal needs, so a busy network never costs a scan of its holds); the open supply
 * (OPEN or HELD slots starting after `now`, up to `supplyUntil`) and the unpaid holds keeping a slot
 * (every PENDING booking, by its partial index), counted up to the cap the supply allows (decision
 * 0092); the slot's day, a settings row (the general settings: closed days) and the pricing row.
 */
export async function readHoldTerms(
  db: Queryable,
  ask: {
    clientKey: string;
    limit: number;
    /** The cap on kept holds for a given supply: `greatest(floor, supply * percent / 100)`. */
    cap: { floor: number; percent: number };
    supplyUntil: Date;
    slotId: string;
    settingsKey: string;
    /** The kind asked for; undefined: the default kind. */
    kindId: string | undefined;
  },
  now: Date,
): Promise<{
  byClient: number;
  /** OPEN or HELD slots from now to `supplyUntil`. */
  supply: number;
  /** PENDING bookings (each keeps its slot HELD), counted up to the cap. */
  held: number;
  /** The slot's clinic day and times; undefined when there is no such slot. */
  slot: { dateKey: string; startAt: Date; endAt: Date; kindIds: string[] } | undefined;
  settings: unknown;
  pricing: PricingRow | undefined;
  /** The asked kind (or the default); undefined when there is no such kind. */
  kind: KindRow | undefined;
}> {
  const { limit } = ask;
  const at = now.toISOString();
  const result = await db.execute<{
    by_client: number;
    supply: number;
    held: number;
    slot_date_key: string | null;
    slot_start_at: string | null;
    slot_end_at: string | null;
    slot_kind_ids: string[] | null;
    kind: Record<string, unknown> | null;
    settings: unknown;
    amount_in_paisa: number | null;
    currency: string;
    tax_percent: number;
    duration_minutes: number;
    buffer_minutes: number;
    updated_at: string;
  }>(sql`
    with supply as (
      select count(*)::int as n from slots
      where status in ('OPEN', 'HELD') and start_at > ${at} and start_at <= ${ask.supplyUntil.toISOString()}
    )
    select
      (select count(*) from (
        select 1 from bookings where status = 'PENDING' and hold_expires_at > ${at}
          and client_key = ${ask.clientKey} limit ${limit}) c)::int as by_client,
      (select n from supply) as supply,
      (select count(*) from (
        select 1 from bookings where status = 'PENDING'
        limit (select greatest(${ask.cap.floor}::int, n * ${ask.cap.percent}::int / 100) from supply)) h)::int
        as held,
      s.date_key as slot_date_key, s.start_at as slot_start_at, s.end_at as slot_end_at,
      s.kind_ids as slot_kind_ids,
      (select to_jsonb(k) from appointment_kinds k
        where ${ask.kindId === undefined} and k.is_default or k.id = ${ask.kindId ?? ""}) as kind,
      (select value from settings where key = ${ask.settingsKey}) as settings,
      p.amount_in_paisa, p.currency, p.tax_percent, p.duration_minutes, p.buffer_minutes, p.updated_at
    from (select 1) as one
      left join slots s on s.id = ${ask.slotId}
      left join pricing p on p.id = 1`);
  const row = result.rows[0];
  const pricingRow =
    row && row.amount_in_paisa !== null
      ? {
          id: 1,
          amountInPaisa: Number(row.amount_in_paisa),
          currency: row.currency,
          taxPercent: Number(row.tax_percent),
          durationMinutes: Number(row.duration_minutes),
          bufferMinutes: Number(row.buffer_minutes),
          updatedAt: new Date(row.updated_at),
        }
      : undefined;
  return {
    byClient: Number(row?.by_client ?? 0),
    supply: Number(row?.supply ?? 0),
    held: Number(row?.held ?? 0),
    slot:
      row?.slot_date_key && row.slot_start_at && row.slot_end_at
        ? {
            dateKey: row.slot_date_key,
            startAt: new Date(row.slot_start_at),
            endAt: new Date(row.slot_end_at),
            kindIds: row.slot_kind_ids ?? [],
          }
        : undefined,
    settings: row?.settings ?? undefined,
    pricing: pricingRow,
    kind: row?.kind ? kindRowOf(row.kind) : undefined,
  };
}

/** An `appointment_kinds` row read as JSON (snake_case keys, timestamps as text). */
function kindRowOf(j: Record<string, unknown>): KindRow {
  const at = (v: unknown) => (v == null ? null : new Date(String(v)));
  return {
    id: String(j.id),
    name: String(j.name),
    names: (j.names ?? {}) as KindRow["names"],
    mode: String(j.mode),
    durationMinutes: Number(j.duration_minutes),
    bufferMinutes: Number(j.buffer_minutes),
    amountInPaisa: Number(j.amount_in_paisa),
    minNoticeHours: Number(j.min_notice_hours),
    maxAdvanceDays: Number(j.max_advance_days),
    bookableOnline: Boolean(j.bookable_online),
    colour: String(j.colour),
    address: (j.address as string | null) ?? null,
    serviceArea: (j.service_area as string | null) ?? null,
    isDefault: Boolean(j.is_default),
    archivedAt: at(j.archived_at),
    createdAt: at(j.created_at) ?? new Date(0),
    updatedAt: at(j.updated_at) ?? new Date(0),
  };
}

/** The advisory lock (transaction scope) under which holds near the cap are counted and made. */
const keptHoldsLock = 92_000_001;

/**
 * Near the cap on kept holds (decision 0092): waits for the other holds being decided near it to
 * commit, then counts the PENDING bookings again (up to `cap`). A second statement, because a
 * statement's snapshot is taken before its own lock is granted.
 */
export async function countHeldUnderLock(db: Queryable, cap: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${keptHoldsLock}::bigint)`);
  const result = await db.execute<{ held: number }>(sql`
    select count(*)::int as held from (select 1 from bookings where status = 'PENDING' limit ${cap}) h`);
  return Number(result.rows[0]?.held ?? 0);
}

/**
 * Releases public holds whose payment order was never attached, made before `before`: the server
 * stopped between the hold's commit and the provider's order (decision 0075). Booking → FAILED,
 * slot HELD → OPEN, and the idempotency keys still answering the in-progress refusal (its
 * `markerMessage`) are forgotten, so a retry books afresh. Safe on several servers (SKIP LOCKED, conditional updates).
 */
export async function releaseUnorderedHolds(
  db: Database,
  ask: { before: Date; placeholderPrefix: string; operation: string; markerMessage: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = ask.before.toISOString();
    const result = await tx.execute<{ n: number }>(sql`
      with orphaned as (
        select id from bookings
        where status = 'PENDING' and starts_with(order_id, ${ask.placeholderPrefix}) and created_at <= ${before}
        for update skip locked
      ), failed as (
        update bookings b set status = 'FAILED', updated_at = now()
        from orphaned o where b.id = o.id and b.status = 'PENDING'
        returning b.slot_id
      ), reopened as (
        update slots s set status = 'OPEN', updated_at = now()
        from failed f where s.id = f.slot_id and s.status = 'HELD'
        returning s.id
      ), forgotten as (
        delete from idempotency_keys
        where operation = ${ask.operation} and created_at <= ${before} and response_status <> 0
          and response_body->>'success' = 'false' and response_body->>'message' = ${ask.markerMessage}
      )
      select count(*)::int as n from failed`);
    return Number(result.rows[0]?.n ?? 0);
  });
}

/**
 * Releases holds that expired by `asOf`: booking → EXPIRED and its slot HELD → OPEN, each
 * once even with several servers running the job (rows are locked with SKIP LOCKED and
 * moved by conditional updates).
 */
export async function releaseExpiredHolds(db: Database, asOf: Date, batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      with expired as (
        select id, slot_id from bookings
        where status = 'PENDING' and hold_expires_at <= ${asOf.toISOString()}
        order by hold_expires_at
        limit ${batch}
        for update skip locked
      ), moved as (
        update bookings b set status = 'EXPIRED', updated_at = now()
        from expired e where b.id = e.id and b.status = 'PENDING'
        returning b.id, b.slot_id
      ), reopened as (
        update slots s set status = 'OPEN', updated_at = now()
        from moved m where s.id = m.slot_id and s.status = 'HELD'
        returning s.id
      )
      select id from moved`);
    return result.rows.length;
  });
}
