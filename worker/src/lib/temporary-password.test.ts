import { Password } from "@contract/auth";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from "./temporary-password";

describe("temporaryPassword", () => {
  it("always meets the Password rules, at its fixed length, without look-alike characters", () => {
    for (let i = 0; i < 2000; i++) {
      const password = temporaryPassword();
      expect({ password, valid: v.is(Password, password) }).toEqual({ password, valid: true });
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(password).not.toMatch(/[IOl01\s]/);
    }
  });

  it("does not repeat itself", () => {
    const seen = new Set(Array.from({ length: 2000 }, () => temporaryPassword()));
    expect(seen.size).toBe(2000);
  });

  it("spreads the guaranteed character classes over every position", () => {
    const digitsAt = new Set<number>();
    for (let i = 0; i < 500; i++) digitsAt.add(temporaryPassword().search(/\d/));
    expect(digitsAt.size).toBeGreaterThan(8);
  });
});
