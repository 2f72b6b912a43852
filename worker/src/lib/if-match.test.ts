import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConflictError } from "./errors";
import { assertVersion, versionOf } from "./if-match";

const stamp = fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());

describe("versionOf", () => {
  it("reads a stamp bare, quoted or weak, with spaces around", () => {
    fc.assert(
      fc.property(stamp, fc.constantFrom("", "W/"), fc.boolean(), fc.constantFrom("", " ", "\t"), (value, weak, quoted, pad) => {
        const tag = quoted ? `"${value}"` : value;
        expect(versionOf(`${pad}${weak}${tag}${pad}`)).toBe(value);
      }),
    );
  });

  it("asks for no version without a header, with an empty one or with *", () => {
    for (const header of [undefined, "", "  ", "*", '""']) expect(versionOf(header)).toBeUndefined();
  });
});

describe("assertVersion", () => {
  it("passes without a version asked for or with the stored one; refuses another with 409", () => {
    expect(() => assertVersion(undefined, "2026-01-01T00:00:00.000Z")).not.toThrow();
    expect(() => assertVersion("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z")).not.toThrow();
    expect(() => assertVersion("2025-12-31T23:59:59.999Z", "2026-01-01T00:00:00.000Z")).toThrow(ConflictError);
  });
});
