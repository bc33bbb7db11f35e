import { describe, expect, it } from "vitest";
import { createConcurrencyGate } from "./photo-image";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the decoding gate", () => {
  it("runs at most its limit at once; the others wait and start in order as places free", async () => {
    const gate = createConcurrencyGate(2);
    const finish: Array<() => void> = [];
    const startedOrder: number[] = [];
    const results = Array.from({ length: 5 }, (_, i) =>
      gate.run(
        () =>
          new Promise<number>((resolve) => {
            startedOrder.push(i);
            finish.push(() => resolve(i));
          }),
      ),
    );
    await settle();
    expect(gate.stats()).toEqual({ running: 2, waiting: 3, started: 2, mostAtOnce: 2 });
    while (finish.length > 0) {
      finish.shift()?.();
      await settle();
      expect(gate.stats().running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(startedOrder).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, started: 5, mostAtOnce: 2 });
  });

  it("gives a failed task's place to the next", async () => {
    const gate = createConcurrencyGate(1);
    const failed = gate.run(() => Promise.reject(new Error("unreadable")));
    const next = gate.run(async () => "next");
    await expect(failed).rejects.toThrow("unreadable");
    expect(await next).toBe("next");
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, started: 2, mostAtOnce: 1 });
  });
});
