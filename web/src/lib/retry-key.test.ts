import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retryKeys } from "./retry-key";

const body = fc.record({ title: fc.constantFrom("Lalka", "Faraon", ""), pagesUsed: fc.integer({ min: 1, max: 3 }) });

describe("retry keys", () => {
  it("give a request sent again the key it went with, another body a new key, and the next one after a success a new key", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(body.map((b) => ({ send: b })), fc.constant({ settle: true as const })), { maxLength: 30 }), (steps) => {
        let n = 0;
        const keys = retryKeys(() => `k${n++}`);
        let last: { body: string; key: string } | null = null;
        for (const step of steps) {
          if ("settle" in step) {
            keys.settle();
            last = null;
            continue;
          }
          const key = keys.keyFor(step.send);
          const text = JSON.stringify(step.send);
          const again = last !== null && last.body === text;
          expect(key === last?.key).toBe(again);
          last = { body: text, key };
        }
      }),
    );
  });

  it("are 128 random bits by default", () => {
    const keys = retryKeys();
    const first = keys.keyFor({ a: 1 });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    keys.settle();
    expect(keys.keyFor({ a: 1 })).not.toBe(first);
  });
});
