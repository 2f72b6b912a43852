import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterSignIn, endedFor, loginUrl, returnPath, sanitizeRedirect, sessionEndReason } from "./redirect";

const ORIGIN = "https://panel.example.com";
/** Where the browser would go if the app navigated to the sanitised value. */
const resolve = (target: string) => new URL(target, `${ORIGIN}/login?redirect=x`);

describe("sanitizeRedirect", () => {
  it.each([
    ["/reports?year=2024", "/reports?year=2024"],
    ["/companies/1#top", "/companies/1#top"],
    ["/", "/"],
    [null, "/"],
    ["", "/"],
    ["reports", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["\\\\evil.example", "/"],
    ["/.//evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/login?redirect=/x", "/"],
  ])("%s → %s", (raw, expected) => {
    expect(sanitizeRedirect(raw)).toBe(expected);
  });

  it("never leaves the origin, whatever it is given (property)", () => {
    const pieces = fc.constantFrom("/", "//", "\\", "/\\", ".", "..", ":", "@", "?", "#", "%2F", "%5C", "\t", "\n", " ", "http:", "https://evil.example", "evil.example", "javascript:", "a", "%", "%0a");
    const tricky = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const target = sanitizeRedirect(raw);
        expect(target.startsWith("/")).toBe(true);
        expect(target.startsWith("//")).toBe(false);
        expect(target.startsWith("/\\")).toBe(false);
        expect(resolve(target).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps any same-origin path as it is (property)", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const raw = `/${path.replace(/^\/+/, "")}${query ? `?${query}` : ""}`;
        const normalised = resolve(raw);
        const expected = `${normalised.pathname}${normalised.search}`;
        const keeps = normalised.pathname !== "/login" && !expected.startsWith("//");
        expect(sanitizeRedirect(raw)).toBe(keeps ? expected : "/");
      }),
    );
  });
});

describe("loginUrl", () => {
  it("carries the path and query", () => {
    expect(loginUrl("/positions?isReported=false")).toBe("/login?redirect=%2Fpositions%3FisReported%3Dfalse");
    expect(sanitizeRedirect(new URL(loginUrl("/a?b=c&d=e"), ORIGIN).searchParams.get("redirect"))).toBe("/a?b=c&d=e");
  });

  it("carries a deactivation, read back only as one of the two the app writes; an expiry carries none", () => {
    for (const reason of ["accountInactive", "companyInactive"] as const) {
      const params = new URL(loginUrl("/reports?year=2026", { reason }), ORIGIN).searchParams;
      expect(sessionEndReason(params.get("reason"))).toBe(reason);
      expect(sanitizeRedirect(params.get("redirect"))).toBe("/reports?year=2026");
    }
    expect(new URL(loginUrl("/reports"), ORIGIN).searchParams.has("reason")).toBe(false);
    expect(new URL(loginUrl("/reports", { reason: "expired" }), ORIGIN).searchParams.has("reason")).toBe(false);
    for (const raw of [null, "", "expired", "Expired", "toString", "constructor", "<script>"]) expect(sessionEndReason(raw)).toBeUndefined();
  });
});

const query = (url: string) => new URL(url, ORIGIN).searchParams;

describe("afterSignIn", () => {
  const A = "0190a1b2-0000-7000-8000-00000000000a";
  const B = "0190a1b2-0000-7000-8000-00000000000b";

  it("sends the user whose session ended back to the page, and anyone else home", () => {
    const ended = query(loginUrl("/reports/42?tab=positions", { userId: A }));
    expect(afterSignIn(ended, A)).toBe("/reports/42?tab=positions");
    expect(afterSignIn(ended, B)).toBe("/");
  });

  it("follows a link opened while signed out, whoever signs in", () => {
    const link = query(loginUrl("/reports/42"));
    expect(afterSignIn(link, A)).toBe("/reports/42");
    expect(afterSignIn(link, B)).toBe("/reports/42");
  });

  it("names the user next to a deactivation too, and keeps the redirect safe", () => {
    const ended = query(loginUrl("/users", { reason: "accountInactive", userId: A }));
    expect(ended.get("reason")).toBe("accountInactive");
    expect(afterSignIn(ended, B)).toBe("/");
    expect(afterSignIn(query(`/login?redirect=${encodeURIComponent("//evil.example")}&for=${A}`), A)).toBe("/");
  });
});

describe("endedFor", () => {
  it("is the user the api client names, else the one the login page already names", () => {
    expect(endedFor("/reports", "", "A")).toBe("A");
    expect(endedFor("/reports", "?for=B", null)).toBeNull();
    expect(endedFor("/login", "?redirect=%2F&for=B", null)).toBe("B");
    expect(endedFor("/login", "?redirect=%2F&for=B", "A")).toBe("A");
  });
});

describe("returnPath", () => {
  it("is the page the session ended on, or where the login page it ended on leads", () => {
    expect(returnPath("/reports", "?year=2026")).toBe("/reports?year=2026");
    expect(returnPath("/login", `?redirect=${encodeURIComponent("/reports?year=2026")}&reason=expired`)).toBe("/reports?year=2026");
    expect(returnPath("/login", "")).toBe("/");
    expect(returnPath("/login", `?redirect=${encodeURIComponent("//evil.example")}`)).toBe("/");
  });
});
