import { describe, expect, it } from "vitest";
import { everyDate, type SlotChanges } from "../../db/slot-change-listener";
import { createSlotReadCache, type Fresh } from "./slot-read-cache";

/** The listener's part, moved by hand: whether it listens, and the dates it announces. */
function fakeChanges() {
  const handlers = new Set<(date: string) => void>();
  let live = true;
  const changes: SlotChanges = {
    listening: () => live,
    onChange(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  const announce = (date: string) => {
    for (const handler of handlers) handler(date);
  };
  return {
    changes,
    announce,
    lose() {
      live = false;
      announce(everyDate);
    },
    reconnect() {
      live = true;
      announce(everyDate);
    },
  };
}

const day = (date: string) => ({ from: date, to: date });
const at = (iso: string) => new Date(iso);

/** A load answering `v1`, `v2`... in turn, no slot of it starting. */
function counting() {
  let loads = 0;
  const load = async (): Promise<Fresh<string>> => ({ value: `v${++loads}`, until: undefined });
  return { load, loads: () => loads };
}

/** A load the test finishes by hand, counting how often it was started. */
function controlledLoads() {
  const started: Array<(value: string) => void> = [];
  const load = () =>
    new Promise<Fresh<string>>((resolve) => started.push((value) => resolve({ value, until: undefined })));
  return { started, load };
}

const now = at("2026-12-01T03:00:00Z");

describe("slot read cache", () => {
  it("answers from memory until a change of one of its dates is announced", async () => {
    const feed = fakeChanges();
    const cache = createSlotReadCache({ changes: feed.changes });
    const first = counting();
    const second = counting();
    const month = counting();
    const read1 = () => cache.read("day:2026-12-01", day("2026-12-01"), now, first.load);
    const read2 = () => cache.read("day:2026-12-02", day("2026-12-02"), now, second.load);
    const readMonth = () =>
      cache.read("dates:2026-12-01:2026-12-31", { from: "2026-12-01", to: "2026-12-31" }, now, month.load);
    expect([await read1(), await read2(), await readMonth()]).toEqual(["v1", "v1", "v1"]);
    expect([await read1(), await read2(), await readMonth()]).toEqual(["v1", "v1", "v1"]);
    feed.announce("2026-12-02");
    expect([await read1(), await read2(), await readMonth()]).toEqual(["v1", "v2", "v2"]);
    feed.announce("2027-01-05");
    expect([await read1(), await read2(), await readMonth()]).toEqual(["v1", "v2", "v2"]);
    feed.announce(everyDate);
    expect([await read1(), await read2(), await readMonth()]).toEqual(["v2", "v3", "v3"]);
  });

  it("keeps and serves nothing while the listener is not listening, and drops all when it is back", async () => {
    const feed = fakeChanges();
    const cache = createSlotReadCache({ changes: feed.changes });
    const { load, loads } = counting();
    const read = () => cache.read("day:2026-12-01", day("2026-12-01"), now, load);
    expect(await read()).toBe("v1");
    feed.lose();
    expect([await read(), await read()]).toEqual(["v2", "v3"]);
    feed.reconnect();
    expect([await read(), await read()]).toEqual(["v4", "v4"]);
    expect(loads()).toBe(4);
  });

  it("without a listener, every read queries", async () => {
    const cache = createSlotReadCache();
    const { load } = counting();
    const read = () => cache.read("day:2026-12-01", day("2026-12-01"), now, load);
    expect([await read(), await read()]).toEqual(["v1", "v2"]);
  });

  it("keeps an answer only until its first slot starts", async () => {
    const cache = createSlotReadCache({ changes: fakeChanges().changes });
    // The 03:30 slot is shown until it starts; the next answer's first slot is at 04:30.
    let loads = 0;
    const load = async (): Promise<Fresh<string>> =>
      ++loads === 1
        ? { value: "03:30 and 04:30", until: at("2026-12-01T03:30:00Z") }
        : { value: "04:30", until: at("2026-12-01T04:30:00Z") };
    const read = (when: string) => cache.read("day:2026-12-01", day("2026-12-01"), at(when), load);
    expect(await read("2026-12-01T03:00:00Z")).toBe("03:30 and 04:30");
    expect(await read("2026-12-01T03:29:59.999Z")).toBe("03:30 and 04:30");
    expect(await read("2026-12-01T03:30:00Z")).toBe("04:30");
    expect(await read("2026-12-01T04:00:00Z")).toBe("04:30");
    expect(loads).toBe(2);
  });

  it("lives at most maxAgeMs, counted from its query's start", async () => {
    let clock = 0;
    const cache = createSlotReadCache({ changes: fakeChanges().changes, maxAgeMs: 1000, clock: () => clock });
    const { load } = counting();
    const read = () => cache.read("day:2026-12-01", day("2026-12-01"), now, load);
    expect(await read()).toBe("v1");
    clock = 999;
    expect(await read()).toBe("v1");
    clock = 1000;
    expect(await read()).toBe("v2");
  });

  it("gives readers that miss together one load", async () => {
    const cache = createSlotReadCache({ changes: fakeChanges().changes });
    const { started, load } = controlledLoads();
    const reads = Array.from({ length: 50 }, () =>
      cache.read("day:2026-12-01", day("2026-12-01"), now, load),
    );
    expect(started).toHaveLength(1);
    started[0]?.("a");
    expect(new Set(await Promise.all(reads))).toEqual(new Set(["a"]));
  });

  it("never keeps nor shares an answer loaded before a change (announced or written here)", async () => {
    const feed = fakeChanges();
    const cache = createSlotReadCache({ changes: feed.changes });
    for (const change of [() => feed.announce("2026-12-01"), () => cache.invalidate()]) {
      const { started, load } = controlledLoads();
      const read = () => cache.read("day:2026-12-01", day("2026-12-01"), now, load);
      const before = read();
      change();
      const after = read();
      expect(started).toHaveLength(2);
      started[0]?.("old");
      started[1]?.("new");
      expect([await before, await after]).toEqual(["old", "new"]);
      expect(await read()).toBe("new");
      expect(started).toHaveLength(2);
      cache.invalidate();
    }
  });

  it("a shared answer whose first slot started meanwhile is asked again", async () => {
    const cache = createSlotReadCache({ changes: fakeChanges().changes });
    let loads = 0;
    let release: () => void = () => undefined;
    const load = () => {
      loads++;
      return loads === 1
        ? new Promise<Fresh<string>>((resolve) => {
            release = () => resolve({ value: "with 03:30", until: at("2026-12-01T03:30:00Z") });
          })
        : Promise.resolve({ value: "without 03:30", until: undefined });
    };
    const early = cache.read("day:2026-12-01", day("2026-12-01"), at("2026-12-01T03:29:00Z"), load);
    const late = cache.read("day:2026-12-01", day("2026-12-01"), at("2026-12-01T03:30:00Z"), load);
    release();
    expect([await early, await late]).toEqual(["with 03:30", "without 03:30"]);
  });

  it("does not keep a failed load: the next reader tries again", async () => {
    const cache = createSlotReadCache({ changes: fakeChanges().changes });
    let calls = 0;
    const load = async (): Promise<Fresh<string>> => {
      calls++;
      if (calls === 1) throw new Error("database briefly unavailable");
      return { value: "b", until: undefined };
    };
    const read = () => cache.read("day:2026-12-01", day("2026-12-01"), now, load);
    await expect(read()).rejects.toThrow("briefly unavailable");
    expect(await read()).toBe("b");
  });
});
