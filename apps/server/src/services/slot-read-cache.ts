import type { PublicSlot } from "@clinic/contract/slots";

/**
 * The day's slot list, kept in this process so a burst of reads does not query each time.
 * Correctness: any slot write through this server bumps the generation (the next read on this
 * server queries again), and an entry lives at most `maxAgeMs` (default 1 s), so a write made
 * through another server sharing the database is seen within a second.
 */
export type SlotReadCache = {
  get(dateKey: string): PublicSlot[] | undefined;
  set(dateKey: string, slots: PublicSlot[], generation: number): void;
  generation(): number;
  invalidate(): void;
};

export function createSlotReadCache(maxAgeMs = 1000, now = () => Date.now()): SlotReadCache {
  let generation = 0;
  const entries = new Map<string, { slots: PublicSlot[]; generation: number; at: number }>();
  return {
    get(dateKey) {
      const entry = entries.get(dateKey);
      if (!entry || entry.generation !== generation || now() - entry.at >= maxAgeMs) return undefined;
      return entry.slots;
    },
    set(dateKey, slots, at) {
      // A read that began before a write must not store what it saw after the write.
      if (at !== generation) return;
      if (entries.size > 1000) entries.clear();
      entries.set(dateKey, { slots, generation: at, at: now() });
    },
    generation: () => generation,
    invalidate() {
      generation++;
    },
  };
}
