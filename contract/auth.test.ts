import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ChangePasswordInput, LoginInput, Password } from "./auth";

const meetsRules = (s: string) =>
  s.length >= 8 && s.length <= 128 && /\p{Lu}/u.test(s) && /\p{Ll}/u.test(s) && /[\p{P}\p{S}]/u.test(s) && ![...s].some((c) => c.codePointAt(0)! < 0x20 || (c.codePointAt(0)! >= 0x7f && c.codePointAt(0)! <= 0x9f));

// Mostly characters that matter to the rules, so that valid and invalid strings both come up often.
const passwordish = fc
  .array(fc.oneof(fc.constantFrom("A", "Ż", "a", "ł", "1", "!", "-", " ", "_", "ß", "\u0000", "\t", "\u200B", "€"), fc.string({ maxLength: 1 })), { maxLength: 140 })
  .map((parts) => parts.join(""));

describe("Password", () => {
  it("accepts exactly the strings of 8–128 characters with an upper-case, a lower-case and a special character", () => {
    fc.assert(fc.property(fc.oneof(passwordish, fc.string({ maxLength: 140 })), (s) => v.is(Password, s) === meetsRules(s)));
  });

  it.each([
    ["Secret1!", true],
    ["Zażółć-1", true],
    ["secret1!", false],
    ["SECRET1!", false],
    ["Secret12", false],
    ["Sec1!", false],
    [`Aa!${"x".repeat(125)}`, true],
    [`Aa!${"x".repeat(126)}`, false],
    ["Abcdefg\u0000", false],
    ["Abcdefg\u0000!", false],
    ["Abcdefg\u200B", false],
    ["Abcdefg€", true],
  ])("%j → %s", (password, ok) => {
    expect(v.is(Password, password)).toBe(ok);
  });
});

describe("LoginInput", () => {
  it("trims and lower-cases the e-mail", () => {
    expect(v.parse(LoginInput, { userEmail: "  Anna.Nowak@Example.PL ", userPassword: "x" }).userEmail).toBe("anna.nowak@example.pl");
  });
});

describe("ChangePasswordInput", () => {
  it("puts a mismatch on confirmPassword", () => {
    const result = v.safeParse(ChangePasswordInput, { currentPassword: "x", newPassword: "Secret1!", confirmPassword: "Secret1?" });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([["confirmPassword", "passwordsMismatch"]]);
  });
});
