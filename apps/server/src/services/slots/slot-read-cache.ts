import { everyDate, type SlotChanges } from "../../db/slot-change-listener";

/**
 * The public slot answers (a day's slot list, the dates with OPEN slots), kept in this process per
 * date until something changes them (decision 0122):
 *
 * - a write through any server: the triggers of migration 0022 notify the dates it touched on
 *   commit, and the listener (`db/slot-change-listener.ts`) drops the answers covering them; a write
 *   through this server also drops everything at once (`invalidate`), before its answer is sent;
 * - time: an answer leaves out slots that have started, so it is kept only until the first slot it
 *   shows starts (`until`), never a moment longer;
 * - and, as a backstop, `maxAgeMs` (default 60 s).
 *
 * Nothing is kept or served while the listener is not listening (not yet connected, PostgreSQL
 * restarting): every read then queries. Readers that miss together share one query, unless a change
 * came after it began.
 */
export type SlotReadCache = {
  /**
   * The answer under `key` (e.g. `day:2026-12-01`), which depends on the dates of `span` only, as
   * true at `now`; else `load()`'s, kept when the listener vouches for it.
   */
  read<T>(key: string, span: DateSpan, now: Date, load: () => Promise<Fresh<T>>): Promise<T>;
  /** This server wrote: forget every answer (the notification comes later, on commit). */
  invalidate(): void;
};

/** Clinic dates, `YYYY-MM-DD`, both included. */
export type DateSpan = { from: string; to: string };

/** An answer and the first instant it may be wrong without any write (a shown slot starts). */
export type Fresh<T> = { value: T; until: Date | undefined };

export type SlotReadCacheOptions = {
  /** Other servers' writes; without it (or while it is not listening) nothing is kept. */
  changes?: SlotChanges;
  maxAgeMs?: number;
  /** The milliseconds clock of `maxAgeMs` (tests move it instead of sleeping). */
  clock?: () => number;
  /** At most this many answers are kept; beyond it they are all dropped (odd ranges are cheap to ask). */
  maxEntries?: number;
};

type Entry = { value: unknown; span: DateSpan; until: number; storedAt: number };
type Pending = { promise: Promise<Fresh<unknown>>; epoch: number };

export function createSlotReadCache(o: SlotReadCacheOptions = {}): SlotReadCache {
  const maxAgeMs = o.maxAgeMs ?? 60_000;
  const clock = o.clock ?? (() => Date.now());
  const maxEntries = o.maxEntries ?? 1_000;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();
  // Bumped by every change: a load that began before one must not keep (or share) what it saw.
  let epoch = 0;

  o.changes?.onChange((date) => {
    epoch++;
    if (date === everyDate) entries.clear();
    else for (const [key, entry] of entries) if (covers(entry.span, date)) entries.delete(key);
  });

  const listening = () => o.changes?.listening() ?? false;

  function startLoad(key: string, span: DateSpan, load: () => Promise<Fresh<unknown>>) {
    const startedAt = epoch;
    // The entry's age counts from the query's start: what it saw is at least that old.
    const storedAt = clock();
    const promise = load().then((fresh) => {
      if (startedAt === epoch && listening()) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value: fresh.value, span, until: untilOf(fresh), storedAt });
      }
      return fresh;
    });
    const forget = () => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    };
    promise.then(forget, forget);
    pending.set(key, { promise, epoch: startedAt });
    return promise;
  }

  return {
    async read<T>(key: string, span: DateSpan, now: Date, load: () => Promise<Fresh<T>>): Promise<T> {
      if (!listening()) return (await load()).value;
      const at = now.getTime();
      const entry = entries.get(key);
      if (entry && at < entry.until && clock() - entry.storedAt < maxAgeMs) return entry.value as T;
      const inFlight = pending.get(key);
      const shared = inFlight?.epoch === epoch ? inFlight.promise : startLoad(key, span, load);
      const fresh = (await shared) as Fresh<T>;
      // A shared query ran at its own moment: if a slot it shows has started since, ask again.
      return at < untilOf(fresh) ? fresh.value : (await load()).value;
    },
    invalidate() {
      epoch++;
      entries.clear();
    },
  };
}

function covers(span: DateSpan, date: string): boolean {
  return span.from <= date && date <= span.to;
}

function untilOf(fresh: Fresh<unknown>): number {
  return fresh.until?.getTime() ?? Number.POSITIVE_INFINITY;
}
