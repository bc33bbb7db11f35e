import type { PublicSlot } from "@clinic/contract/slots";
import { describe, expect, it } from "vitest";
import { createSlotReadCache } from "./slot-read-cache";

const slot = (slotId: string) => ({ slotId }) as PublicSlot;

/** A load the test finishes by hand, counting how often it was started. */
function controlledLoads() {
  const started: Array<(slots: PublicSlot[]) => void> = [];
  const load = () => new Promise<PublicSlot[]>((resolve) => started.push(resolve));
  return { started, load };
}

describe("slot read cache", () => {
  it("answers from the cache until the entry is a second old", async () => {
    let now = 0;
    const cache = createSlotReadCache(1000, () => now);
    let loads = 0;
    const load = async () => [slot(`s${++loads}`)];
    expect(await cache.read("2026-12-01", load)).toEqual([slot("s1")]);
    now = 999;
    expect(await cache.read("2026-12-01", load)).toEqual([slot("s1")]);
    now = 1000;
    expect(await cache.read("2026-12-01", load)).toEqual([slot("s2")]);
    expect(await cache.read("2026-12-02", load)).toEqual([slot("s3")]);
  });

  it("gives readers that miss together one load", async () => {
    const cache = createSlotReadCache();
    const { started, load } = controlledLoads();
    const reads = Array.from({ length: 50 }, () => cache.read("2026-12-01", load));
    expect(started).toHaveLength(1);
    started[0]?.([slot("a")]);
    expect(new Set(await Promise.all(reads)).size).toBe(1);
  });

  it("never hands a reader after a write an answer loaded before it", async () => {
    const cache = createSlotReadCache();
    const { started, load } = controlledLoads();
    const before = cache.read("2026-12-01", load);
    cache.invalidate(); // a hold was taken through this server
    const after = cache.read("2026-12-01", load);
    expect(started).toHaveLength(2);
    started[0]?.([slot("old")]);
    started[1]?.([slot("new")]);
    expect(await before).toEqual([slot("old")]);
    expect(await after).toEqual([slot("new")]);
    // The older load was not stored: the next read still sees the newer one.
    expect(await cache.read("2026-12-01", load)).toEqual([slot("new")]);
    expect(started).toHaveLength(2);
  });

  it("reloads an ageing entry in the background while still answering from it", async () => {
    let now = 0;
    const cache = createSlotReadCache(1000, () => now);
    const { started, load } = controlledLoads();
    const first = cache.read("day", load);
    started[0]?.([slot("v1")]);
    expect(await first).toEqual([slot("v1")]);
    now = 700;
    expect(await cache.read("day", load)).toEqual([slot("v1")]);
    expect(started).toHaveLength(1); // not ageing yet
    now = 800;
    expect(await cache.read("day", load)).toEqual([slot("v1")]); // answered at once...
    expect(await cache.read("day", load)).toEqual([slot("v1")]);
    expect(started).toHaveLength(2); // ...and one reload started, not two
    started[1]?.([slot("v2")]);
    await Promise.resolve();
    expect(await cache.read("day", load)).toEqual([slot("v2")]);
    now = 1799;
    expect(await cache.read("day", load)).toEqual([slot("v2")]); // the reload's entry dates from t=800
    expect(started).toHaveLength(3); // and is ageing in turn
  });

  it("does not keep a failed load: the next reader tries again", async () => {
    const cache = createSlotReadCache();
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error("database briefly unavailable");
      return [slot("b")];
    };
    await expect(cache.read("2026-12-01", load)).rejects.toThrow("briefly unavailable");
    expect(await cache.read("2026-12-01", load)).toEqual([slot("b")]);
  });
});
