import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { resendIfUnanswered, retryKeys } from "./retry-key";

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

const failure = (status: number) => new ApiError({ status, title: String(status) });
const gone = (error: ApiError) => (error.status === 404 ? "gone" : undefined);

/** A call answering each time with the next outcome: a status to fail with, or "ok". */
const scripted = (outcomes: (number | "ok")[]) => {
  let calls = 0;
  const call = async () => {
    const outcome = outcomes[calls++];
    if (outcome === "ok") return "done";
    throw failure(outcome ?? 599);
  };
  return { call, calls: () => calls };
};

describe("resendIfUnanswered", () => {

  it("sends a call the network lost once more, and only such a call, at most once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<number | "ok">("ok", 0, 404, 409, 500), { minLength: 2, maxLength: 2 }), async (outcomes) => {
        const { call, calls } = scripted(outcomes);
        const result = await resendIfUnanswered(call, gone).then(
          (value) => ({ value }),
          (error: unknown) => ({ error: (error as ApiError).status }),
        );
        const [first, second] = outcomes;
        const expected =
          first === "ok" ? { value: "done" } : first !== 0 ? { error: first } : second === "ok" ? { value: "done" } : second === 404 ? { value: "gone" } : { error: second };
        expect(result).toEqual(expected);
        expect(calls()).toBe(first === 0 ? 2 : 1);
      }),
    );
  });

  it("takes a 404 at first try as the refusal it is (someone else deleted it), not as done", async () => {
    const { call } = scripted([404]);
    await expect(resendIfUnanswered(call, gone)).rejects.toMatchObject({ status: 404 });
  });
});
