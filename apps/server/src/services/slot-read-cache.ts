/**
 * Public slot answers (a day's slot list, the dates with OPEN slots), kept in this process so a burst of reads does not query each time.
 * Correctness: any slot write through this server bumps the generation (the next read on this
 * server queries again), and an entry lives at most `maxAgeMs` (default 1 s), so a write made
 * through another server sharing the database is seen within a second.
 * Reads that miss at the same moment share one query (per key and generation): when an entry
 * ages out under load, fifty waiting readers make one query, not fifty. And a read of an entry in
 * the last quarter of its life starts its reload in the background, so under steady traffic no
 * reader waits for the database at all (the entry is still never served past `maxAgeMs`).
 */
export type SlotReadCache = {
  /**
   * The cached answer under `key`, or `load()`'s (shared with other readers of the same key
   * meanwhile). A key names one kind of answer: `day:2026-12-01`, `dates:2026-12-01:2026-12-31`.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
};

type Entry = { value: unknown; generation: number; at: number };
type Pending = { promise: Promise<unknown>; generation: number };

export function createSlotReadCache(maxAgeMs = 1000, now = () => Date.now()): SlotReadCache {
  let generation = 0;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();

  const fresh = (entry: Entry | undefined) =>
    entry !== undefined && entry.generation === generation && now() - entry.at < maxAgeMs;

  function startLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const startedAt = generation;
    // The entry's age counts from the query's start: what it saw is at least that old.
    const loadedAt = now();
    const promise = load().then((value) => {
      // A read that began before a write must not store what it saw after the write.
      if (startedAt === generation) {
        if (entries.size > 1000) entries.clear();
        entries.set(key, { value, generation: startedAt, at: loadedAt });
      }
      return value;
    });
    const forget = () => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    };
    promise.then(forget, forget);
    pending.set(key, { promise, generation: startedAt });
    return promise;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const inFlight = pending.get(key);
      if (entry !== undefined && fresh(entry)) {
        const ageing = now() - entry.at >= maxAgeMs * 0.75;
        if (ageing && inFlight?.generation !== generation) startLoad(key, load).catch(() => undefined);
        return entry.value as T;
      }
      // Joined only when no write happened since it began: a reader after a write sees the write.
      if (inFlight && inFlight.generation === generation) return inFlight.promise as Promise<T>;
      return startLoad(key, load);
    },
    invalidate() {
      generation++;
    },
  };
}
