import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunk, chunkForParams, MAX_BOUND_PARAMETERS } from "./batch";

describe("chunk", () => {
  it("splits into pieces of at most `size` that join back to the input", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const pieces = chunk(items, size);
        expect(pieces.flat()).toEqual(items);
        expect(pieces.every((p) => p.length >= 1 && p.length <= size)).toBe(true);
        expect(pieces.slice(0, -1).every((p) => p.length === size)).toBe(true);
        expect(pieces.length).toBe(Math.ceil(items.length / size));
      }),
    );
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses size %s", (size) => {
    expect(() => chunk([1], size)).toThrow(RangeError);
  });
});

describe("chunkForParams", () => {
  it("keeps every statement within D1's 100 bound parameters", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 500 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 50 }), (items, perItem, reserved) => {
        fc.pre(perItem + reserved <= MAX_BOUND_PARAMETERS);
        const pieces = chunkForParams(items, perItem, reserved);
        expect(pieces.flat()).toEqual(items);
        for (const piece of pieces) expect(piece.length * perItem + reserved).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
      }),
    );
  });

  it("refuses rows that cannot fit at all", () => {
    expect(() => chunkForParams([1], 101)).toThrow(RangeError);
  });
});
