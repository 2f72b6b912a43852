import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("argon2id passwords", () => {
  it("stores the encoded argon2id hash with the api.md parameters and a 16-byte salt", () => {
    const encoded = hashPassword("Secret123!");
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hashPassword("Secret123!")).not.toBe(encoded);
  });

  it("verifies the right password and refuses others", () => {
    const encoded = hashPassword("Secret123!");
    expect(verifyPassword(encoded, "Secret123!")).toBe(true);
    expect(verifyPassword(encoded, "Secret123?")).toBe(false);
    expect(verifyPassword(encoded, "")).toBe(false);
    expect(verifyPassword("not a hash", "Secret123!")).toBe(false);
  });

  it("tells non-ASCII passwords apart by their last characters (the library alone would not)", () => {
    const encoded = hashPassword("Hasłoab");
    expect(verifyPassword(encoded, "Hasłoab")).toBe(true);
    expect(verifyPassword(encoded, "Hasłoaz")).toBe(false);
    expect(verifyPassword(encoded, "Hasłoa")).toBe(false);
  });

  it("treats the composed and decomposed spellings of a letter as the same password", () => {
    expect(verifyPassword(hashPassword("Zaz\u0307o\u0301ł!"), "Zażół!")).toBe(true);
  });

  it("changing any one character of a unicode password breaks verification", () => {
    const encoded = hashPassword("Pąk-Żółw1");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.constantFrom("x", "ą", "Ł", "1", "🙂"), (at, ch) => {
        const chars = [..."Pąk-Żółw1"];
        fc.pre(chars[at] !== ch);
        chars[at] = ch;
        return !verifyPassword(encoded, chars.join(""));
      }),
      { numRuns: 15 },
    );
  });
});
