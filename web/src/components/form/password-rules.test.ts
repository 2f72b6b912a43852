import { Password } from "@contract/auth";
import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { passwordRuleChecks } from "./password-rules";

// Pieces that meet or miss each rule, so generated passwords land on both sides of every one.
const piece = fc.oneof(
  fc.constantFrom("A", "Ż", "a", "ż", "1", "!", "#", " ", "ł", "Ü"),
  fc.string({ maxLength: 4 }),
  fc.string({ minLength: 60, maxLength: 70 }),
);
const password = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));

describe("passwordRuleChecks", () => {
  it("calls a password good exactly when the contract's Password takes it", () => {
    fc.assert(
      fc.property(password, (value) => {
        const checks = passwordRuleChecks(value);
        expect(Object.values(checks).every(Boolean)).toBe(v.safeParse(Password, value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it("marks the length rule unmet beyond 128 characters, as its text says", () => {
    expect(passwordRuleChecks(`Aa!${"x".repeat(125)}`).length).toBe(true);
    expect(passwordRuleChecks(`Aa!${"x".repeat(126)}`).length).toBe(false);
    expect(passwordRuleChecks("Aa!xxxx").length).toBe(false);
  });
});
