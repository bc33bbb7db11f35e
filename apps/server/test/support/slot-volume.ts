import type { DatabaseHandle } from "../../src/db/client";

/**
 * `count` slots, one every 75 minutes from 3 Jan 2022 (ids 's1', 's2', …), their statuses in turn OPEN,
 * HELD, BOOKED and COMPLETED: the volume the bookings table is measured on (bench:admin) and checked on
 * (admin-slots-order-scale.test.ts). Written by one statement, so 100,000 take a second or two.
 */
export async function insertSlotSeries(handle: DatabaseHandle, count: number): Promise<void> {
  await handle.pool.query(
    `insert into slots (id, date_key, start_at, end_at, tz, status)
     select 's' || i,
       to_char((timestamptz '2022-01-03 03:30+00' + (i * interval '75 minutes')) at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
       timestamptz '2022-01-03 03:30+00' + (i * interval '75 minutes'),
       timestamptz '2022-01-03 04:30+00' + (i * interval '75 minutes'),
       'Asia/Kolkata',
       (array['OPEN','HELD','BOOKED','COMPLETED'])[1 + (i % 4)]
     from generate_series(1, $1::int) i`,
    [count],
  );
}
