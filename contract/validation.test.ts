import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ChangePasswordInput, LoginInput, RefreshTokenInput } from "./auth";
import { translateMessage } from "./messages";
import { fieldErrors, safeParseKeyed } from "./validation";

const isKey = (message: string) => translateMessage(message, "en") !== message;

describe("safeParseKeyed", () => {
  it.each([
    ["LoginInput", LoginInput],
    ["RefreshTokenInput", RefreshTokenInput],
    ["ChangePasswordInput", ChangePasswordInput],
  ])("gives every %s issue a translatable message key, whatever the input", (_, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("userEmail", "userPassword", "refreshToken", "authenticatedUserId", "newPassword"), fc.anything())), (input) => {
        const result = safeParseKeyed(schema, input);
        return result.success || result.issues.every((issue) => isKey(issue.message));
      }),
    );
  });

  it.each([
    [v.pipe(v.string(), v.maxLength(3)), "abcd", "maxLength:3"],
    [v.pipe(v.string(), v.minLength(3)), "ab", "minLength:3"],
    [v.pipe(v.number(), v.maxValue(3)), 4, "maxValue:3"],
    [v.pipe(v.number(), v.integer()), 1.5, "integer"],
    [v.pipe(v.string(), v.email()), "x", "email"],
    [v.string(), undefined, "required"],
    [v.string(), 1, "invalidValue"],
  ])("falls back to a key for schemas without messages (%#)", (schema, input, key) => {
    const result = safeParseKeyed(schema, input);
    expect(result.issues?.[0]?.message).toBe(key);
  });
});

describe("fieldErrors", () => {
  it("maps issues to dotted paths, the root to the given key, without repeats", () => {
    const schema = v.object({ a: v.object({ b: v.pipe(v.string(), v.minLength(3, "short"), v.regex(/x/, "short")) }) });
    const nested = safeParseKeyed(schema, { a: { b: "y" } });
    expect(fieldErrors(nested.issues ?? [], "body")).toEqual({ "a.b": ["short"] });
    const root = safeParseKeyed(schema, 5);
    expect(fieldErrors(root.issues ?? [], "body")).toEqual({ body: ["invalidValue"] });
  });
});
