import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ValidationError } from "./errors";
import { parseInput, unflattenDotted } from "./validate";

describe("unflattenDotted", () => {
  it("nests dotted keys and keeps the rest", () => {
    expect(unflattenDotted({ "a.b": "1", "a.c": ["x", "y"], d: "2" })).toEqual({ a: { b: "1", c: ["x", "y"] }, d: "2" });
  });

  it("never reaches Object.prototype", () => {
    unflattenDotted({ "__proto__.polluted": "yes", "constructor.prototype.polluted": "yes" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves keys without dots as they are", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string().filter((k) => !k.includes(".") && !["__proto__", "constructor", "prototype"].includes(k)), fc.string()), (query) => {
        expect(unflattenDotted(query)).toEqual(query);
      }),
    );
  });
});

function errorsOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof ValidationError ? error.errors : error;
  }
  return "did not throw";
}

describe("parseInput", () => {
  const Schema = v.object({ name: v.pipe(v.string("required"), v.maxLength(3)) });

  it("returns the output on success", () => {
    expect(parseInput(Schema, { name: "abc" }, "json")).toEqual({ name: "abc" });
  });

  it("throws VALIDATION_FAILED with message keys, falling back to keys for bare schemas", () => {
    expect(errorsOf(() => parseInput(Schema, { name: "abcd" }, "json"))).toEqual({ name: ["maxLength:3"] });
  });

  it("reports root issues under the target's name", () => {
    expect(errorsOf(() => parseInput(Schema, "text", "query"))).toEqual({ query: ["invalidValue"] });
    expect(errorsOf(() => parseInput(Schema, null, "param"))).toEqual({ params: ["invalidValue"] });
    expect(errorsOf(() => parseInput(Schema, [], "json"))).toEqual({ name: ["required"] });
  });
});
