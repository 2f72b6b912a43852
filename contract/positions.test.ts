import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { m } from "./messages";
import { PagesUsed } from "./positions";

const messageOf = (input: unknown) => v.safeParse(PagesUsed, input).issues?.[0]?.message;

describe("pages used", () => {
  it("missing is required; of another type is no number; otherwise a whole number from 1 to 1,000,000", () => {
    expect(messageOf(undefined)).toBe(m("required"));
    expect(messageOf(null)).toBe(m("required"));
    expect(messageOf("10")).toBe(m("number"));
    expect(messageOf(1.5)).toBe(m("integer"));
    expect(messageOf(0)).toBe(m("minValue", 1));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        expect(messageOf(n)).toBeUndefined();
      }),
    );
  });
});
