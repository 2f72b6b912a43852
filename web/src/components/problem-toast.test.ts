import { i18n } from "@lingui/core";
import * as fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError, retryAfterOf } from "../lib/api-error";
import { loadI18n } from "./data-table/test-render";
import { problemHint, waitHint } from "./problem-toast";

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

describe("problemHint", () => {
  beforeAll(async () => {
    const pl = await loadI18n("pl");
    i18n.loadAndActivate({ locale: "pl", messages: pl.messages });
  });

  it("says a call that never reached the server failed for the connection, under a form's own title", () => {
    const offline = new ApiError({ status: 0, statusText: "Failed to fetch" });
    expect(problemHint(offline, "Logowanie nie powiodło się")).toBe("Błąd sieci. Sprawdź połączenie i spróbuj ponownie.");
    // The app's own toast for a lost connection already says it in its title.
    expect(problemHint(offline, "Błąd sieci. Sprawdź połączenie i spróbuj ponownie.")).toBeUndefined();
  });

  it("gives the wait of a 429 and nothing for a failure the server explained", () => {
    expect(problemHint(limited(30), "Zbyt wiele prób")).toBe("Spróbuj ponownie za 30 sekund.");
    expect(problemHint(new ApiError({ status: 409, title: "Nie można tego zrobić" }), "Nie można tego zrobić")).toBeUndefined();
  });
});
