import { sql } from "drizzle-orm";
import type { NewBooking } from "./booking-repository";
import type { Database } from "./client";
import type { StoredAnswer } from "./idempotency-repository";
import type { PricingRow } from "./pricing-repository";
import type { SlotRow } from "./slot-repository";
import type { Queryable } from "./transaction";

/**
 * Holds: the statements that span a slot and its PENDING booking (and, for a new hold, the robot
 * check's solution, the client's live holds and the stored answer), each one round trip.
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
  | "notes"
  | "amount"
  | "currency"
  | "taxPercent"
  | "taxAmount"
  | "durationMinutes"
  | "paymentProvider"
  | "orderId"
  | "clientKey"
> & { holdExpiresAt: Date };

/**
 * A hold in one statement (decision 0074): records the robot check's solution as used and, only
 * if it was not used before, holds the slot while it is OPEN, has not started and still has the
 * times the caller read (one conditional update); inserts the PENDING booking on the held slot;
 * and, when given, stores the request's answer under its idempotency key. Without a solution (an
 * admin booking) it only holds. Nothing is written when the solution was used before, and only
 * the solution when the slot was not free.
 */
export async function holdSlotForBooking(
  db: Queryable,
  ask: {
    slot: { id: string; startAt: Date; endAt: Date };
    now: Date;
    captcha: { challengeId: string; expiresAt: Date } | undefined;
    booking: HeldBooking;
    answer?: { operation: string; key: string } & StoredAnswer;
  },
): Promise<{ captchaReused: boolean; slot: SlotRow | undefined }> {
  const { slot, captcha, booking: b, answer } = ask;
  const now = ask.now.toISOString();
  const spend = captcha !== undefined;
  const result = await db.execute<{
    spent: number;
    id: string | null;
    date_key: string;
    start_at: string | Date;
    end_at: string | Date;
    tz: string;
    status: string;
    calendar_event_id: string | null;
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
      where id = ${slot.id} and status = 'OPEN' and start_at > ${now}
        and date_trunc('milliseconds', start_at) = ${slot.startAt.toISOString()}::timestamptz
        and date_trunc('milliseconds', end_at) = ${slot.endAt.toISOString()}::timestamptz
        and (not ${spend} or exists (select 1 from used))
      returning id, date_key, start_at, end_at, tz, status, calendar_event_id, created_at, updated_at
    ), booked as (
      insert into bookings (id, reference, slot_id, status, flow, is_admin_booking, customer_name,
        customer_email, customer_phone, timezone, notes, amount, currency, tax_percent, tax_amount,
        duration_minutes, payment_provider, order_id, client_key, hold_expires_at, created_at, updated_at)
      select ${b.id}, ${b.reference}, held.id, 'PENDING', ${b.flow}, ${b.isAdminBooking ?? false}::boolean,
        ${b.customerName}, ${b.customerEmail}, ${b.customerPhone}, ${b.timezone}, ${b.notes ?? ""},
        ${b.amount}::int, ${b.currency}, ${b.taxPercent}::int, ${b.taxAmount}::int, ${b.durationMinutes}::int,
        ${b.paymentProvider}, ${b.orderId}, ${b.clientKey}, ${b.holdExpiresAt.toISOString()}::timestamptz,
        ${now}::timestamptz, ${now}::timestamptz
      from held
      returning id
    ), saved as (
      insert into idempotency_keys (operation, key, request_hash, response_status, response_body, created_at)
      select ${answer?.operation ?? ""}, ${answer?.key ?? ""}, ${answer?.requestHash ?? ""},
        ${answer?.responseStatus ?? 0}::int, ${JSON.stringify(answer?.responseBody ?? null)}::jsonb, now()
      from booked
      where ${answer !== undefined}
      on conflict (operation, key) do update set request_hash = excluded.request_hash,
        response_status = excluded.response_status, response_body = excluded.response_body,
        created_at = excluded.created_at
    )
    select (select count(*) from used)::int as spent,
      held.id, held.date_key, held.start_at, held.end_at, held.tz, held.status, held.calendar_event_id,
      held.created_at, held.updated_at
    from (select 1) as one left join held on true`);
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
          createdAt: new Date(row.created_at),
          updatedAt: new Date(row.updated_at),
        }
      : undefined;
  return { captchaReused: spend && Number(row?.spent ?? 0) === 0, slot: held };
}

/**
 * What a new hold needs, in one round trip: the live holds of this client address and of this
 * person (email or phone), each counted up to `limit` (all a refusal needs, so a busy address
 * never costs a scan of its holds; the email and the phone each by their own index), the slot's day, a settings row (the general settings: closed
 * days) and the pricing row.
 */
export async function readHoldTerms(
  db: Queryable,
  ask: {
    who: { clientKey: string; email: string; phone: string };
    limit: number;
    slotId: string;
    settingsKey: string;
  },
  now: Date,
): Promise<{
  byClient: number;
  byPerson: number;
  /** The slot's clinic day and times; undefined when there is no such slot. */
  slot: { dateKey: string; startAt: Date; endAt: Date } | undefined;
  settings: unknown;
  pricing: PricingRow | undefined;
}> {
  const { who, limit } = ask;
  const live = sql`status = 'PENDING' and hold_expires_at > ${now.toISOString()}`;
  const result = await db.execute<{
    by_client: number;
    by_person: number;
    slot_date_key: string | null;
    slot_start_at: string | null;
    slot_end_at: string | null;
    settings: unknown;
    amount_in_paisa: number | null;
    currency: string;
    tax_percent: number;
    duration_minutes: number;
    buffer_minutes: number;
    updated_at: string;
  }>(sql`
    select
      (select count(*) from (
        select 1 from bookings where ${live} and client_key = ${who.clientKey} limit ${limit}) c)::int as by_client,
      (select count(*) from (
        (select id from bookings where ${live} and customer_email = ${who.email} limit ${limit})
        union
        (select id from bookings where ${live} and customer_phone = ${who.phone} limit ${limit})) p)::int
        as by_person,
      s.date_key as slot_date_key, s.start_at as slot_start_at, s.end_at as slot_end_at,
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
    byPerson: Number(row?.by_person ?? 0),
    slot:
      row?.slot_date_key && row.slot_start_at && row.slot_end_at
        ? {
            dateKey: row.slot_date_key,
            startAt: new Date(row.slot_start_at),
            endAt: new Date(row.slot_end_at),
          }
        : undefined,
    settings: row?.settings ?? undefined,
    pricing: pricingRow,
  };
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
