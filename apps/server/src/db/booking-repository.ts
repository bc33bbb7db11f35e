import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { bookings, captchaUses, idempotencyKeys, pricing, slots } from "./schema/booking";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Tx;
export type SlotRow = typeof slots.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type PricingRow = typeof pricing.$inferSelect;

export function transaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** A savepoint: the work is undone on error while the outer transaction goes on. */
export function savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(work);
}

// ── slots ────────────────────────────────────────────────────────────────────

export function slotsOfDate(db: Queryable, dateKey: string): Promise<SlotRow[]> {
  return db.select().from(slots).where(eq(slots.dateKey, dateKey)).orderBy(asc(slots.startAt));
}

/** The dates in [from, to] with at least one OPEN slot that starts after `now`. */
export async function openDates(db: Queryable, from: string, to: string, now: Date): Promise<string[]> {
  const result = await db.execute<{ date_key: string }>(sql`
    select distinct date_key from slots
    where date_key between ${from} and ${to} and status = 'OPEN' and start_at > ${now.toISOString()}
    order by date_key`);
  return result.rows.map((r) => r.date_key);
}

export function findSlot(db: Queryable, id: string): Promise<SlotRow | undefined> {
  return db
    .select()
    .from(slots)
    .where(eq(slots.id, id))
    .then((rows) => rows[0]);
}

/** A PENDING booking as the hold statement inserts it (the columns createBooking sets). */
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

export async function setSlotStatus(
  db: Queryable,
  slotId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(slots)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(slots.id, slotId), eq(slots.status, from)))
    .returning({ id: slots.id });
  return rows.length === 1;
}

export async function insertSlots(
  db: Queryable,
  rows: Array<{ id: string; dateKey: string; startAt: Date; endAt: Date; tz: string }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(slots)
    .values(rows.map((r) => ({ ...r, status: "OPEN" })))
    .onConflictDoNothing()
    .returning({ id: slots.id });
  return inserted.length;
}

export async function countSlots(db: Queryable): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from slots`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Slots starting within [from, to) that already exist (to skip overlaps when seeding). */
export async function slotsOverlapping(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<Array<{ startAt: Date; endAt: Date }>> {
  return db
    .select({ startAt: slots.startAt, endAt: slots.endAt })
    .from(slots)
    .where(sql`${slots.startAt} < ${to.toISOString()} and ${slots.endAt} > ${from.toISOString()}`);
}

// ── bookings ─────────────────────────────────────────────────────────────────

export function findBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.id, id))
    .then((rows) => rows[0]);
}

export async function findBookingWithSlot(
  db: Queryable,
  id: string,
): Promise<{ booking: BookingRow; slot: SlotRow } | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .innerJoin(slots, eq(bookings.slotId, slots.id))
    .where(eq(bookings.id, id));
  const row = rows[0];
  return row ? { booking: row.bookings, slot: row.slots } : undefined;
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

/** PENDING (or EXPIRED, for a late payment) → PAID, once. */
export async function markBookingPaid(
  db: Queryable,
  id: string,
  fromStatus: "PENDING" | "EXPIRED",
  values: {
    paymentId: string;
    /** None yet while the confirmation is pending (Zoom or Google Calendar to ask after the commit). */
    meetingLink: string | null;
    paidAt: Date;
    manageTokenHash: string | null;
    /** The token sealed with APP_SECRET, for the reminders' manage link (decision 0066). */
    manageTokenSealed: string | null;
    userCalendar: "inserted" | "emailed" | "pending";
  },
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ status: "PAID", ...values, updatedAt: values.paidAt })
    .where(and(eq(bookings.id, id), eq(bookings.status, fromStatus)))
    .returning();
  return rows[0];
}

/**
 * Completes a paid booking whose confirmation was pending (decision 0060): its meeting link,
 * calendar state and manage token, once (`user_calendar` 'pending' is the marker); undefined
 * when it was completed elsewhere or is no longer PAID.
 */
export async function completePendingConfirmation(
  db: Queryable,
  id: string,
  values: {
    meetingLink: string;
    userCalendar: "inserted" | "emailed";
    manageTokenHash: string;
    manageTokenSealed: string | null;
  },
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "PAID"), eq(bookings.userCalendar, "pending")))
    .returning();
  return rows[0];
}

/**
 * Paid bookings whose confirmation is still pending and untouched since `staleBefore`, each
 * claimed for one server (its `updated_at` moves to now: a lease; rows locked with SKIP LOCKED).
 */
export async function claimPendingConfirmations(
  db: Database,
  staleBefore: Date,
  limit = 10,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update bookings b set updated_at = now()
    from (
      select id from bookings
      where status = 'PAID' and user_calendar = 'pending' and updated_at < ${staleBefore.toISOString()}
      order by updated_at
      limit ${limit}
      for update skip locked
    ) due
    where b.id = due.id
    returning b.id`);
  return result.rows.map((r) => r.id);
}

/**
 * What the clinic's calendar did for a paid booking after a reschedule (decision 0068); only while
 * the booking is still PAID on `slotId` and its confirmation is not pending.
 */
export async function setBookingUserCalendar(
  db: Queryable,
  id: string,
  slotId: string,
  userCalendar: "inserted" | "emailed",
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ userCalendar })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.slotId, slotId),
        eq(bookings.status, "PAID"),
        sql`${bookings.userCalendar} is distinct from 'pending'`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Gives a booking held before its provider order the real order id (once). */
export async function attachOrderId(
  db: Queryable,
  id: string,
  placeholder: string,
  orderId: string,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ orderId, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.orderId, placeholder)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** A hold whose provider order could not be made: the booking FAILED and its slot OPEN again, at once. */
export async function releaseUnorderedHold(db: Queryable, id: string, placeholder: string): Promise<void> {
  const rows = await db
    .update(bookings)
    .set({ status: "FAILED", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.orderId, placeholder), eq(bookings.status, "PENDING")))
    .returning({ slotId: bookings.slotId });
  if (rows[0]) await setSlotStatus(db, rows[0].slotId, "HELD", "OPEN");
}

/**
 * Releases public holds whose payment order was never attached, made before `before`: the server
 * stopped between the hold's commit and the provider's order (decision 0075). Booking → FAILED,
 * slot HELD → OPEN, and the idempotency keys still answering the in-progress `marker` are
 * forgotten, so a retry books afresh. Safe on several servers (SKIP LOCKED, conditional updates).
 */
export async function releaseUnorderedHolds(
  db: Database,
  ask: { before: Date; placeholderPrefix: string; operation: string; marker: unknown },
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
        where operation = ${ask.operation} and created_at <= ${before} and response_status = 409
          and response_body = ${JSON.stringify(ask.marker)}::jsonb
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

// ── pricing ──────────────────────────────────────────────────────────────────

export function readPricing(db: Queryable): Promise<PricingRow | undefined> {
  return db
    .select()
    .from(pricing)
    .where(eq(pricing.id, 1))
    .then((rows) => rows[0]);
}

// ── idempotency ──────────────────────────────────────────────────────────────

/** Transaction-scoped lock on (operation, key); false when another request holds it. */
export async function tryLockKey(tx: Tx, operation: string, key: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${operation}:${key}`}, 0)) as locked`,
  );
  return result.rows[0]?.locked === true;
}

export type StoredAnswer = { requestHash: string; responseStatus: number; responseBody: unknown };

export async function findKey(
  tx: Queryable,
  operation: string,
  key: string,
  keptSince: Date,
): Promise<StoredAnswer | undefined> {
  const rows = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= ${keptSince.toISOString()}`,
      ),
    );
  return rows[0];
}

export async function saveKey(tx: Tx, operation: string, key: string, answer: StoredAnswer): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ operation, key, ...answer, createdAt: new Date() })
    .onConflictDoUpdate({
      target: [idempotencyKeys.operation, idempotencyKeys.key],
      set: { ...answer, createdAt: new Date() },
    });
}

/**
 * Claims a key for a request whose work runs outside any transaction of the key's (decision 0085): a row
 * with status 0 marks it as running. Taken over when it is older than `staleBefore` and still running (its
 * server stopped mid-way), or older than `keptSince`. True when this request holds the claim.
 */
export async function claimKeyRow(
  db: Queryable,
  row: { operation: string; key: string; requestHash: string },
  staleBefore: Date,
  keptSince: Date,
): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...row, responseStatus: 0, responseBody: {}, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.operation, idempotencyKeys.key],
      set: { requestHash: row.requestHash, responseStatus: 0, responseBody: {}, createdAt: now },
      setWhere: sql`(${idempotencyKeys.responseStatus} = 0 and ${idempotencyKeys.createdAt} < ${staleBefore.toISOString()})
        or ${idempotencyKeys.createdAt} < ${keptSince.toISOString()}`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Stores the answer of a claimed key (still running); the claim is this request's. */
/** The key's row while its request is still running (status 0: no answer stored yet). */
const stillRunning = (operation: string, key: string) =>
  and(
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.responseStatus, 0),
  );

export async function completeKeyRow(
  db: Queryable,
  operation: string,
  key: string,
  answer: { responseStatus: number; responseBody: unknown },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(stillRunning(operation, key));
}

/** Drops a claim that is still running, so the key may be used again. */
export async function releaseKeyRow(db: Queryable, operation: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(stillRunning(operation, key));
}

/** Frees a key, so the same request may be made again with it. */
export async function forgetKey(db: Queryable, operation: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
}

export async function deleteOldKeys(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${before.toISOString()}`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

// ── refunds ──────────────────────────────────────────────────────────────────

/**
 * Refunds made for late payments, one per payment id (kept with the idempotency keys under the
 * operation "refund", so as long as they are: 48 h, longer than a provider retries a webhook).
 */
export async function recordRefund(db: Queryable, paymentId: string, amount: number): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({
      operation: "refund",
      key: paymentId,
      requestHash: "",
      responseStatus: 200,
      responseBody: { amount },
      createdAt: new Date(),
    })
    .onConflictDoNothing();
}

/**
 * A refund owed (a cancelled paid booking, or a late payment whose slot was taken), written in the
 * cancellation's (or payment's) transaction and made after its commit (decisions 0061, 0067);
 * cleared once the refund is recorded. Kept with the keys under the operation "refund-pending";
 * each claim renews it, so pruning never drops one.
 */
export async function markRefundPending(
  db: Queryable,
  refund: { paymentId: string; bookingId: string; amount: number },
): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({
      operation: "refund-pending",
      key: refund.paymentId,
      requestHash: "",
      responseStatus: 202,
      responseBody: { bookingId: refund.bookingId, amount: refund.amount },
      createdAt: new Date(),
    })
    .onConflictDoNothing();
}

/**
 * The first attempt at an owed refund takes it (202 → 102, `created_at` now: the jobs leave it
 * alone for their rest period); false when another request took it already.
 */
export async function claimRefundPending(db: Queryable, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ responseStatus: 102, createdAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.operation, "refund-pending"),
        eq(idempotencyKeys.key, paymentId),
        eq(idempotencyKeys.responseStatus, 202),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function clearRefundPending(db: Queryable, paymentId: string): Promise<void> {
  await forgetKey(db, "refund-pending", paymentId);
}

/** Owed refunds untouched since `staleBefore`, each claimed for one server (a lease, SKIP LOCKED). */
export async function claimPendingRefunds(
  db: Database,
  staleBefore: Date,
  limit = 10,
): Promise<Array<{ paymentId: string; bookingId: string; amount: number }>> {
  const result = await db.execute<{ key: string; response_body: { bookingId: string; amount: number } }>(sql`
    update idempotency_keys k set created_at = now()
    from (
      select operation, key from idempotency_keys
      where operation = 'refund-pending' and created_at < ${staleBefore.toISOString()}
      order by created_at
      limit ${limit}
      for update skip locked
    ) due
    where k.operation = due.operation and k.key = due.key
    returning k.key, k.response_body`);
  return result.rows.map((r) => ({
    paymentId: r.key,
    bookingId: r.response_body.bookingId,
    amount: Number(r.response_body.amount),
  }));
}

export async function wasRefunded(db: Queryable, paymentId: string): Promise<boolean> {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.operation, "refund"), eq(idempotencyKeys.key, paymentId)));
  return rows.length > 0;
}

// ── captcha ──────────────────────────────────────────────────────────────────

/** Records a solved challenge; false when it was used before. */
export async function markCaptchaUsed(db: Queryable, challengeId: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaUses)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaUses.challengeId });
  return rows.length === 1;
}

export async function deleteExpiredCaptchaUses(db: Queryable, now: Date): Promise<void> {
  await db.delete(captchaUses).where(sql`${captchaUses.expiresAt} < ${now.toISOString()}`);
}

/** Moves a PAID booking to another slot (the partial unique index still guards the new slot). */
export async function moveBooking(
  db: Queryable,
  id: string,
  fromSlotId: string,
  toSlotId: string,
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ slotId: toSlotId, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "PAID"), eq(bookings.slotId, fromSlotId)))
    .returning();
  return rows[0];
}

export async function cancelPaidBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ status: "CANCELLED", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "PAID")))
    .returning();
  return rows[0];
}

/** OPEN → BOOKED for a slot that starts after `notBefore` (a reschedule target). */
export async function bookOpenSlot(
  db: Queryable,
  slotId: string,
  notBefore: Date,
): Promise<SlotRow | undefined> {
  const rows = await db
    .update(slots)
    .set({ status: "BOOKED", updatedAt: new Date() })
    .where(
      and(eq(slots.id, slotId), eq(slots.status, "OPEN"), sql`${slots.startAt} > ${notBefore.toISOString()}`),
    )
    .returning();
  return rows[0];
}

export async function findBookingByOrderId(
  db: Queryable,
  orderId: string,
): Promise<{ booking: BookingRow; slot: SlotRow } | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .innerJoin(slots, eq(bookings.slotId, slots.id))
    .where(eq(bookings.orderId, orderId));
  const row = rows[0];
  return row ? { booking: row.bookings, slot: row.slots } : undefined;
}
