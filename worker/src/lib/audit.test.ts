import { describe, expect, it } from "vitest";
import { redactSecrets } from "./audit";

describe("redactSecrets", () => {
  it("drops password, hash, token and secret values at any depth, keeps flags and everything else", () => {
    expect(
      redactSecrets({
        email: "a@b.c",
        passwordHash: "$argon2id$…",
        temporaryPassword: "Xx!12345",
        isPasswordResetRequired: true,
        nested: { refreshToken: "r", tokenHash: "h", name: "n", list: [{ clientSecret: "s", id: 1 }] },
      }),
    ).toEqual({ email: "a@b.c", isPasswordResetRequired: true, nested: { name: "n", list: [{ id: 1 }] } });
  });

  it("leaves scalars and null alone", () => {
    expect([redactSecrets(null), redactSecrets(3), redactSecrets("password")]).toEqual([null, 3, "password"]);
  });
});
