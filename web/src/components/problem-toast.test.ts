import { i18n } from "@lingui/core";
import * as fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError, retryAfterOf } from "../lib/api-client";
import { loadI18n } from "./data-table/test-render";
import { waitHint } from "./problem-toast";

describe("retryAfterOf", () => {
  it("reads whole seconds as they are and an HTTP date as the seconds until it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), (n) => {
        expect(retryAfterOf(String(n))).toBe(n);
        const now = Date.UTC(2026, 10, 27, 12, 0, 0);
        expect(retryAfterOf(new Date(now + n * 1000).toUTCString(), now)).toBe(n);
      }),
    );
  });

  it("ignores what is missing or not a wait", () => {
    for (const header of [null, "", "  ", "soon", "-5"]) expect(retryAfterOf(header)).toBeUndefined();
  });
});

const limited = (retryAfter?: number) => new ApiError({ status: 429, title: "Zbyt wiele prób", retryAfter });

describe("waitHint", () => {
  beforeAll(async () => {
    const pl = await loadI18n("pl");
    i18n.loadAndActivate({ locale: "pl", messages: pl.messages });
  });

  it("says how long to wait, in minutes from a minute up, with Polish plurals", () => {
    expect(waitHint(limited(1))).toBe("Spróbuj ponownie za 1 sekundę.");
    expect(waitHint(limited(30))).toBe("Spróbuj ponownie za 30 sekund.");
    expect(waitHint(limited(60))).toBe("Spróbuj ponownie za 1 minutę.");
    expect(waitHint(limited(61))).toBe("Spróbuj ponownie za 2 minuty.");
    expect(waitHint(limited(900))).toBe("Spróbuj ponownie za 15 minut.");
  });

  it("says nothing when the server gave no wait or the failure is not a rate limit", () => {
    expect(waitHint(limited())).toBeUndefined();
    expect(waitHint(new ApiError({ status: 503, retryAfter: 30 }))).toBeUndefined();
  });
});
