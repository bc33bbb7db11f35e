import { slotListLimit } from "@clinic/contract/admin-slots";
import { type SQL, sql } from "drizzle-orm";
import { liveStatusList } from "./schema/booking";
import type { Queryable } from "./transaction";

/**
 * A slot row joined with its live booking (PENDING or PAID). A plain left join, not a lateral
 * subquery: the partial unique index bookings_one_live_per_slot allows at most one live booking
 * per slot, so the rows are the same, and the planner may hash-join when a sort on a booking
 * column needs every row.
 */
export type SlotWithBookingRow = {
  id: string;
  date_key: string;
  start_at: Date | string;
  end_at: Date | string;
  tz: string;
  status: string;
  calendar_event_id: string | null;
  created_at: Date | string;
  practitioner_id: string | null;
  kind_ids: string[];
  b_id: string | null;
  b_reference: string | null;
  b_status: string | null;
  b_name: string | null;
  b_email: string | null;
  b_phone: string | null;
  b_timezone: string | null;
  b_notes: string | null;
  b_amount: number | null;
  b_currency: string | null;
  b_duration: number | null;
  b_provider: string | null;
  b_payment_id: string | null;
  b_payment_method: string | null;
  b_meeting_link: string | null;
  b_is_admin: boolean | null;
  b_created_at: Date | string | null;
  b_patient_id: string | null;
};

const slotWithBookingColumns = sql`
  select s.id, s.date_key, s.start_at, s.end_at, s.tz, s.status, s.calendar_event_id, s.created_at,
    s.practitioner_id, s.kind_ids,
    b.id as b_id, b.reference as b_reference, b.status as b_status, b.customer_name as b_name,
    b.customer_email as b_email, b.customer_phone as b_phone, b.timezone as b_timezone, b.notes as b_notes,
    b.amount as b_amount, b.currency as b_currency, b.duration_minutes as b_duration,
    b.payment_provider as b_provider, b.payment_id as b_payment_id,
    b.payment_method as b_payment_method, b.meeting_link as b_meeting_link,
    b.is_admin_booking as b_is_admin, b.created_at as b_created_at, b.patient_id as b_patient_id`;

const selectSlotWithBooking = sql`${slotWithBookingColumns}
  from slots s
  left join bookings b on b.slot_id = s.id and b.status in ${liveStatusList}`;

/** Only the slots that have a live booking: an inner join, which an index on bookings can drive. */
const selectSlotWithLiveBooking = sql`${slotWithBookingColumns}
  from slots s
  join bookings b on b.slot_id = s.id and b.status in ${liveStatusList}`;

export type SlotFilter = {
  from?: string;
  to?: string;
  statuses?: string[];
  startsAfter?: Date;
  startsBefore?: Date;
};

function whereOf(f: SlotFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.from) parts.push(sql`s.date_key >= ${f.from}`);
  if (f.to) parts.push(sql`s.date_key <= ${f.to}`);
  if (f.statuses?.length)
    parts.push(
      sql`s.status in (${sql.join(
        f.statuses.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
  if (f.startsAfter) parts.push(sql`s.start_at >= ${f.startsAfter.toISOString()}`);
  if (f.startsBefore) parts.push(sql`s.start_at < ${f.startsBefore.toISOString()}`);
  return sql.join(parts, sql` and `);
}

/** Sort keys the bookings table offers, mapped to columns (never to text from the request). */
const sortColumns: Record<string, SQL> = {
  date: sql`s.start_at`,
  status: sql`s.status`,
  customer: sql`lower(b.customer_name)`,
  paymentStatus: sql`b.status`,
  email: sql`lower(b.customer_email)`,
  phone: sql`b.customer_phone`,
  createdAt: sql`b.created_at`,
};

/** A run of the page's order: its rows in order from `offset`, and how many it has in all. */
type Segment = { rows(limit: number, offset: number): SQL; count: SQL };

const liveBooking = sql`join bookings b on b.slot_id = s.id and b.status in ${liveStatusList}`;

/** The slots with a live booking (that also match `extra`), in `order`. */
function liveSegment(where: SQL, extra: SQL, order: SQL): Segment {
  return {
    rows: (limit, offset) =>
      sql`${selectSlotWithLiveBooking} where ${where} and ${extra} order by ${order} limit ${limit} offset ${offset}`,
    count: sql`select count(*)::int as n from slots s ${liveBooking} where ${where} and ${extra}`,
  };
}

/** The slots without a live booking (a booking column is null for them: nulls last), by start. */
function unbookedSegment(where: SQL, dir: SQL): Segment {
  return {
    rows: (limit, offset) =>
      sql`${selectSlotWithBooking} where ${where} and b.id is null order by s.start_at ${dir}, s.id
        limit ${limit} offset ${offset}`,
    count: sql`select count(*)::int as n from slots s
      where ${where} and not exists (select 1 from bookings b where b.slot_id = s.id and b.status in ${liveStatusList})`,
  };
}

/** Sorts on a booking's own column, each with a partial index on live bookings (migration 0009). */
const bookingColumns: Record<string, SQL> = {
  customer: sql`lower(b.customer_name)`,
  email: sql`lower(b.customer_email)`,
  phone: sql`b.customer_phone`,
  createdAt: sql`b.created_at`,
};

/**
 * A sort on a booking column as runs that indexes can read in order (decision 0076), or undefined
 * for the slot's own columns. The runs together give the same rows in the same order as one left
 * join ordered by `column dir nulls last, s.start_at dir, s.id`.
 */
function bookingSortSegments(sort: string, where: SQL, dir: SQL, descending: boolean): Segment[] | undefined {
  const column = bookingColumns[sort];
  if (column)
    return [
      liveSegment(where, sql`true`, sql`${column} ${dir}, s.start_at ${dir}, s.id`),
      unbookedSegment(where, dir),
    ];
  if (sort !== "paymentStatus") return undefined;
  // A live booking is PAID or PENDING ('PAID' sorts first): one run per status, each by start.
  const statuses = descending ? ["PENDING", "PAID"] : ["PAID", "PENDING"];
  return [
    ...statuses.map((status) => liveSegment(where, sql`b.status = ${status}`, sql`s.start_at ${dir}, s.id`)),
    unbookedSegment(where, dir),
  ];
}

/**
 * The page read run by run: a run is asked for its rows only while the page still needs some, and
 * counted only when the page starts past its end. So the first pages read `offset + limit` rows
 * along an index instead of joining and sorting every row (decision 0076).
 */
async function pageOfSegments(
  db: Queryable,
  segments: Segment[],
  page: { limit: number; offset: number },
): Promise<SlotWithBookingRow[]> {
  const rows: SlotWithBookingRow[] = [];
  let offset = page.offset;
  for (const segment of segments) {
    const wanted = page.limit - rows.length;
    if (wanted === 0) break;
    const got = (await db.execute<SlotWithBookingRow>(segment.rows(wanted, offset))).rows;
    rows.push(...got);
    if (got.length === wanted) break;
    // This run ended within the page (the next starts at its top) or before it (count it).
    offset =
      got.length > 0
        ? 0
        : Math.max(0, offset - Number((await db.execute<{ n: number }>(segment.count)).rows[0]?.n ?? 0));
  }
  return rows;
}

/** The filter's slots by start; past `slotListLimit`, the latest of them (the contract says why). */
export async function listSlotsWithBooking(db: Queryable, filter: SlotFilter): Promise<SlotWithBookingRow[]> {
  const result = await db.execute<SlotWithBookingRow>(
    sql`${selectSlotWithBooking} where ${whereOf(filter)} order by s.start_at desc, s.id desc limit ${slotListLimit}`,
  );
  return result.rows.reverse();
}

export async function pageSlotsWithBooking(
  db: Queryable,
  filter: SlotFilter,
  order: { sort: string; direction: "asc" | "desc" },
  page: { limit: number; offset: number },
): Promise<{ rows: SlotWithBookingRow[]; total: number }> {
  const column = sortColumns[order.sort] ?? sortColumns.date;
  const dir = order.direction === "desc" ? sql`desc` : sql`asc`;
  const where = whereOf(filter);
  const segments = bookingSortSegments(order.sort, where, dir, order.direction === "desc");
  const [rows, count] = await Promise.all([
    segments
      ? pageOfSegments(db, segments, page)
      : db
          .execute<SlotWithBookingRow>(
            // The slot's own columns (date, status), never null: no "nulls last", so a descending page
            // reads the start (or status and start) index backwards instead of sorting every row.
            sql`${selectSlotWithBooking} where ${where} order by ${column} ${dir}, s.start_at ${dir}, s.id
              limit ${page.limit} offset ${page.offset}`,
          )
          .then((r) => r.rows),
    db.execute<{ n: number }>(sql`select count(*)::int as n from slots s where ${where}`),
  ]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findSlotWithBooking(
  db: Queryable,
  id: string,
): Promise<SlotWithBookingRow | undefined> {
  const result = await db.execute<SlotWithBookingRow>(sql`${selectSlotWithBooking} where s.id = ${id}`);
  return result.rows[0];
}

/** Locks the slot row for the rest of the transaction. */
export async function lockSlot(
  db: Queryable,
  id: string,
): Promise<{ id: string; status: string } | undefined> {
  const result = await db.execute<{ id: string; status: string }>(
    sql`select id, status from slots where id = ${id} for update`,
  );
  return result.rows[0];
}

/** Existing slots that overlap any of the given ranges, with whose time each is. */
export async function overlappingStarts(
  db: Queryable,
  ranges: Array<{ startAt: Date; endAt: Date }>,
): Promise<Array<{ start_at: Date | string; end_at: Date | string; practitioner_id: string | null }>> {
  if (ranges.length === 0) return [];
  const min = new Date(Math.min(...ranges.map((r) => r.startAt.getTime())));
  const max = new Date(Math.max(...ranges.map((r) => r.endAt.getTime())));
  const result = await db.execute<{
    start_at: Date | string;
    end_at: Date | string;
    practitioner_id: string | null;
  }>(
    sql`select start_at, end_at, practitioner_id from slots
      where start_at < ${max.toISOString()} and end_at > ${min.toISOString()}`,
  );
  return result.rows;
}

/** Live booking → another status (PENDING/PAID → EXPIRED or CANCELLED). */
export async function endLiveBooking(db: Queryable, bookingId: string, to: "EXPIRED" | "CANCELLED") {
  const result = await db.execute<{ id: string }>(
    sql`update bookings set status = ${to}, updated_at = now()
      where id = ${bookingId} and status in ${liveStatusList} returning id`,
  );
  return result.rows.length === 1;
}

/** Deletes a slot and the ended bookings on record for it (their emails cascade). */
export async function deleteSlotRow(db: Queryable, id: string): Promise<boolean> {
  await db.execute(sql`delete from bookings where slot_id = ${id} and status not in ${liveStatusList}`);
  const result = await db.execute<{ id: string }>(sql`delete from slots where id = ${id} returning id`);
  return result.rows.length === 1;
}

export async function deleteBookingRow(db: Queryable, id: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`delete from bookings where id = ${id} returning id`);
  return result.rows.length === 1;
}

export async function updateBookingNotes(db: Queryable, id: string, notes: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(
    sql`update bookings set notes = ${notes}, updated_at = now() where id = ${id} returning id`,
  );
  return result.rows.length === 1;
}

export async function setSlotStatusAny(db: Queryable, id: string, to: string): Promise<void> {
  await db.execute(sql`update slots set status = ${to}, updated_at = now() where id = ${id}`);
}
