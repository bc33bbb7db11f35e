import type { AgendaItem } from "@clinic/contract/agenda";
import { formatTime24 } from "@clinic/contract/format";

export type AgendaView = "day" | "week";
type Practitioner = { id: string; name: string; colour: string | null };

const dayMs = 86_400_000;
const keyToUtc = (key: string) => Date.parse(`${key}T00:00:00Z`);
const utcToKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `key` moved by `days` calendar days (on the calendar itself, so no zone's daylight change shifts it). */
export function addDays(key: string, days: number): string {
  return utcToKey(keyToUtc(key) + days * dayMs);
}

/** The days a view shows around `key`: the day itself, or its week from Monday to Sunday. */
export function rangeOf(view: AgendaView, key: string): string[] {
  if (view === "day") return [key];
  const weekday = new Date(keyToUtc(key)).getUTCDay();
  const monday = addDays(key, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Minutes since the clinic's midnight at `iso` (the format module's 24-hour clock, in the clinic's zone). */
export function minutesInZone(iso: string | Date, zone: string): number {
  const [hours, minutes] = formatTime24(iso, zone).split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Kept apart on the agenda, shown muted with a label rather than hidden: cancelled, no-show. */
export function mutedLabel(item: Pick<AgendaItem, "status" | "attendance">): string | null {
  if (item.status === "CANCELLED") return "Cancelled";
  if (item.attendance === "no_show") return "No-show";
  if (item.status === "EXPIRED" || item.status === "FAILED") return "Not paid";
  return null;
}

export type AgendaBlock = {
  item: AgendaItem;
  /** Minutes from the grid's first hour. */
  top: number;
  height: number;
  /** Side by side when appointments overlap in one column (a cancelled one and its slot's new booking). */
  lane: number;
  lanes: number;
};
export type AgendaColumn = {
  key: string;
  dateKey: string;
  practitioner: Practitioner | null;
  blocks: AgendaBlock[];
};
export type AgendaGrid = { startMinute: number; endMinute: number; columns: AgendaColumn[] };

/** Overlapping blocks share a cluster; each gets the first free lane, and the cluster's width is shared. */
function placeLanes(blocks: AgendaBlock[]): void {
  let cluster: AgendaBlock[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((b) => b.lane + 1));
    for (const b of cluster) b.lanes = lanes;
    cluster = [];
  };
  for (const block of blocks) {
    if (block.top >= clusterEnd) close();
    const used = new Set(cluster.filter((b) => b.top + b.height > block.top).map((b) => b.lane));
    let lane = 0;
    while (used.has(lane)) lane++;
    block.lane = lane;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.top + block.height);
  }
  close();
}

/**
 * The agenda's grid: one column per day and practitioner (and one for appointments with no practitioner,
 * only when there are some), each appointment placed by its time in the clinic's zone. The hours shown
 * are 8 am to 8 pm, widened to whole hours around any appointment outside them.
 */
export function layoutAgenda(
  items: readonly AgendaItem[],
  practitioners: readonly Practitioner[],
  days: readonly string[],
  zone: string,
): AgendaGrid {
  const timed = items.map((item) => {
    const start = minutesInZone(item.startAt, zone);
    const end = minutesInZone(item.endAt, zone);
    // An appointment running past midnight ends at the day's end on this grid.
    return { item, start, end: end > start ? end : 24 * 60 };
  });
  const startMinute = Math.min(8 * 60, ...timed.map((t) => Math.floor(t.start / 60) * 60));
  const endMinute = Math.max(20 * 60, ...timed.map((t) => Math.ceil(t.end / 60) * 60));
  const people: (Practitioner | null)[] = [...practitioners];
  if (items.some((i) => i.practitioner === null || !practitioners.some((p) => p.id === i.practitioner?.id)))
    people.push(null);
  const columns = days.flatMap((dateKey) =>
    people.map((practitioner) => {
      const blocks = timed
        .filter(
          (t) =>
            t.item.dateKey === dateKey &&
            (practitioner
              ? t.item.practitioner?.id === practitioner.id
              : !practitioners.some((p) => p.id === t.item.practitioner?.id)),
        )
        .sort((a, b) => a.start - b.start || b.end - a.end)
        .map((t) => ({
          item: t.item,
          top: t.start - startMinute,
          height: Math.max(t.end - t.start, 15),
          lane: 0,
          lanes: 1,
        }));
      placeLanes(blocks);
      return { key: `${dateKey}:${practitioner?.id ?? "none"}`, dateKey, practitioner, blocks };
    }),
  );
  return { startMinute, endMinute, columns };
}

/** The appointments of each day, in time order (the list shown on a phone). */
export function itemsByDay(items: readonly AgendaItem[], days: readonly string[]) {
  return days.map((dateKey) => ({
    dateKey,
    items: items.filter((i) => i.dateKey === dateKey).sort((a, b) => a.startAt.localeCompare(b.startAt)),
  }));
}

/**
 * The day's appointments counted by kind (issue 34: the dashboard splits by kind), in the order the
 * kinds first appear; cancelled and unpaid ones left out, as the agenda mutes them.
 */
export function countsByKind(
  items: readonly AgendaItem[],
): Array<{ id: string; name: string; count: number }> {
  const counts = new Map<string, { id: string; name: string; count: number }>();
  for (const item of items) {
    if (item.status !== "PAID" && item.status !== "PENDING") continue;
    const entry = counts.get(item.kind.id) ?? { id: item.kind.id, name: item.kind.name, count: 0 };
    entry.count += 1;
    counts.set(item.kind.id, entry);
  }
  return [...counts.values()];
}
