import { randomUUID } from "node:crypto";
import { defaultKindId } from "@clinic/contract/appointment-kinds";
import { isClosedDay } from "@clinic/contract/closed-days";
import { bulkCreateDefaults, dateKeyInZone, generateSlots } from "@clinic/contract/slot-generator";
import { type BulkCreateRequest, slotStatuses } from "@clinic/contract/slots";
import { overlappingStarts } from "../db/admin-slots-repository";
import { listKinds } from "../db/appointment-kind-repository";
import type { Database } from "../db/client";
import { countSlots, demoSlotIdPrefix, insertSlots } from "../db/slot-repository";
import { listPractitioners } from "../db/staff-repository";
import { type Tx, transaction } from "../db/transaction";
import { recordAudit } from "./audit-service";
import { type CalendarSync, createSlotEvents } from "./calendar-sync-service";
import { readClosedDays } from "./closed-days";
import { DomainError } from "./domain-error";
import { currentPricing } from "./pricing-service";

export type BulkCreateResult = {
  count: number;
  calendarEventsCreated: number;
  calendarEventsFailed: number;
  skipped: number;
  /** Of those skipped: slots on a holiday or in a blackout range (Settings). */
  skippedClosed: number;
};

/**
 * POST /api/admin/slots/bulkCreate (admin.md §7): stores the generated slots as OPEN.
 * A slot whose start already exists is skipped (so a repeated call creates nothing twice).
 * With `zone` (the clinic's live zone, decision 0064) each slot is stored on its day in that zone,
 * even when the form that generated it still knew an older zone.
 */
export async function bulkCreateSlots(
  db: Database,
  request: BulkCreateRequest,
  actor = "system",
  now = new Date(),
  calendarSync?: CalendarSync,
  zone?: string,
): Promise<BulkCreateResult> {
  const fields: Record<string, string> = {};
  const given = request.slots.map((s, i) => {
    const startAt = new Date(s.startAt);
    const endAt = new Date(s.endAt);
    const minutes = (endAt.getTime() - startAt.getTime()) / 60_000;
    if (!(minutes >= 15 && minutes <= 180)) fields[`slots.${i}`] = "A slot lasts 15 to 180 minutes.";
    else if (dateKeyInZone(startAt, s.tz) !== s.dateKey)
      fields[`slots.${i}.dateKey`] = "dateKey is not the slot's date in its time zone.";
    if (!slotStatuses.includes(s.status)) fields[`slots.${i}.status`] = "New slots are OPEN.";
    if (startAt.getTime() <= now.getTime()) fields[`slots.${i}.startAt`] = "A slot cannot start in the past.";
    const owner = { practitionerId: s.practitionerId, kindIds: s.kindIds };
    if (zone && zone !== s.tz && !Number.isNaN(startAt.getTime()))
      return { id: randomUUID(), dateKey: dateKeyInZone(startAt, zone), startAt, endAt, tz: zone, ...owner };
    return { id: randomUUID(), dateKey: s.dateKey, startAt, endAt, tz: s.tz, ...owner };
  });
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some slots need attention.", fields);
  // One transaction: overlaps with existing slots (or with each other) are skipped, never duplicated.
  const result = await transaction(db, async (tx) => {
    const rows = await withPractitionerAndKinds(tx, given);
    const closed = await readClosedDays(tx);
    const open = rows.filter((r) => !isClosedDay(closed, r.dateKey));
    const skippedClosed = rows.length - open.length;
    const existing = await overlappingStarts(tx, open);
    // A practitioner's slots may not overlap each other; two practitioners may work at the same time.
    const taken = existing.map((e) => ({
      p: e.practitioner_id,
      s: new Date(e.start_at).getTime(),
      e: new Date(e.end_at).getTime(),
    }));
    const kept: typeof rows = [];
    for (const r of [...open].sort((a, b) => a.startAt.getTime() - b.startAt.getTime())) {
      const s = r.startAt.getTime();
      const e = r.endAt.getTime();
      if (taken.some((t) => t.p === r.practitionerId && t.s < e && t.e > s)) continue;
      taken.push({ p: r.practitionerId, s, e });
      kept.push(r);
    }
    const count = await insertSlots(tx, kept);
    await recordAudit(tx, {
      actor,
      action: "slots.bulkCreate",
      entity: "slot",
      details: { requested: rows.length, created: count, skipped: rows.length - count, skippedClosed },
    });
    return {
      kept,
      answer: {
        count,
        calendarEventsCreated: 0,
        calendarEventsFailed: 0,
        skipped: rows.length - count,
        skippedClosed,
      },
    };
  });
  // After the commit: each new slot's event on the clinic's calendar (decision 0057). A failure is
  // counted, never undoes a slot.
  if (!calendarSync || result.kept.length === 0) return result.answer;
  const events = await createSlotEvents(db, calendarSync, result.kept);
  return { ...result.answer, calendarEventsCreated: events.created, calendarEventsFailed: events.failed };
}

/**
 * Each slot's practitioner (given, else the clinic's first) and kinds (given, else the default kind),
 * checked against the live practitioners and kinds: a wrong id is a field error, nothing is stored.
 */
async function withPractitionerAndKinds<
  T extends { practitionerId?: string | undefined; kindIds?: string[] | undefined },
>(tx: Tx, rows: T[]): Promise<Array<T & { practitionerId: string | null; kindIds: string[] }>> {
  const [practitioners, kinds] = await Promise.all([
    listPractitioners(tx),
    listKinds(tx, { archived: false }),
  ]);
  const kindIds = new Set(kinds.map((k) => k.id));
  const practitionerIds = new Set(practitioners.map((p) => p.id));
  const fields: Record<string, string> = {};
  const filled = rows.map((r, i) => {
    if (r.practitionerId !== undefined && !practitionerIds.has(r.practitionerId))
      fields[`slots.${i}.practitionerId`] = "No owner or practitioner on the staff has this id.";
    const unknown = r.kindIds?.find((id) => !kindIds.has(id));
    if (unknown) fields[`slots.${i}.kindIds`] = `No appointment kind has the id ${unknown}.`;
    return {
      ...r,
      practitionerId: r.practitionerId ?? practitioners[0]?.id ?? null,
      kindIds: r.kindIds ? [...new Set(r.kindIds)] : [defaultKindId],
    };
  });
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some slots need attention.", fields);
  return filled;
}

function dateKeyPlus(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Demo slots: weekdays of the next 14 days, 09:00–17:00 in the clinic's zone (inside its
 * hours), with the pricing's duration and buffer, so a newcomer can book at once.
 */
export async function seedDemoSlots(
  db: Database,
  tz: string,
  now = new Date(),
  days = 14,
  shape?: { durationMinutes: number; bufferMinutes: number },
): Promise<number> {
  const price = { ...(await currentPricing(db)), ...shape };
  const today = dateKeyInZone(now, tz);
  const slots = generateSlots({
    ...bulkCreateDefaults,
    weekdays: [...bulkCreateDefaults.weekdays],
    durationMinutes: price.durationMinutes,
    bufferMinutes: price.bufferMinutes,
    startDate: today,
    endDate: dateKeyPlus(today, days - 1),
    tz,
  }).filter((s) => Date.parse(s.startAt) > now.getTime());
  const [practitioner] = await listPractitioners(db);
  return insertSlots(
    db,
    slots.map((s) => ({
      id: `${demoSlotIdPrefix}${randomUUID()}`,
      dateKey: s.dateKey,
      startAt: new Date(s.startAt),
      endAt: new Date(s.endAt),
      tz,
      practitionerId: practitioner?.id ?? null,
    })),
  );
}

/** On a start with no slots, when SEED_DEMO says so or the site is local with dummy payments. */
export async function seedDemoIfEmpty(db: Database, tz: string, now = new Date()): Promise<number> {
  if ((await countSlots(db)) > 0) return 0;
  return seedDemoSlots(db, tz, now);
}
