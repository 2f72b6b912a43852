import { describe, expect, it } from "vitest";
import { accountBlock, addressKey, emailKey, retryAfterSeconds, statusAfterPasswordChange, THROTTLE } from "./auth.rules";

const now = new Date("2026-01-01T12:00:00.000Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe("retryAfterSeconds", () => {
  it.each([
    ["no counters", [], null],
    ["e-mail under its limit", [{ key: emailKey("a@b.pl"), failures: 4, windowStartedOn: minutesAgo(1) }], null],
    ["e-mail at its limit", [{ key: emailKey("a@b.pl"), failures: 5, windowStartedOn: minutesAgo(1) }], 14 * 60],
    ["e-mail at its limit, window over", [{ key: emailKey("a@b.pl"), failures: 9, windowStartedOn: minutesAgo(15) }], null],
    ["address under its limit", [{ key: addressKey("1.2.3.4"), failures: 19, windowStartedOn: minutesAgo(1) }], null],
    ["address at its limit", [{ key: addressKey("1.2.3.4"), failures: 20, windowStartedOn: minutesAgo(10) }], 5 * 60],
    [
      "both blocked: the longer wait",
      [
        { key: emailKey("a@b.pl"), failures: 5, windowStartedOn: minutesAgo(12) },
        { key: addressKey("1.2.3.4"), failures: 20, windowStartedOn: minutesAgo(2) },
      ],
      13 * 60,
    ],
  ])("%s → %s", (_, rows, expected) => {
    expect(retryAfterSeconds(rows, now)).toBe(expected);
  });

  it("uses a 15-minute window, 5 per e-mail and 20 per address", () => {
    expect(THROTTLE).toEqual({ windowSeconds: 900, maxPerEmail: 5, maxPerAddress: 20 });
  });
});

describe("accountBlock", () => {
  it.each([
    [{ status: "Active", role: "Admin", companyId: null, companyStatus: null }, null],
    [{ status: "Pending", role: "Admin", companyId: null, companyStatus: null }, null],
    [{ status: "Inactive", role: "Admin", companyId: null, companyStatus: null }, "ACCOUNT_INACTIVE"],
    [{ status: "Active", role: "Worker", companyId: "c", companyStatus: "Active" }, null],
    [{ status: "Active", role: "Worker", companyId: "c", companyStatus: "Inactive" }, "COMPANY_INACTIVE"],
    [{ status: "Inactive", role: "Worker", companyId: "c", companyStatus: "Inactive" }, "ACCOUNT_INACTIVE"],
    [{ status: "Active", role: "Manager", companyId: "c", companyStatus: "Pending" }, null],
  ] as const)("%j → %s", (account, expected) => {
    expect(accountBlock(account)).toBe(expected);
  });
});

describe("statusAfterPasswordChange", () => {
  it.each([
    ["Pending", "Active"],
    ["Active", "Active"],
    ["Inactive", "Inactive"],
  ] as const)("%s → %s", (before, after) => {
    expect(statusAfterPasswordChange(before)).toBe(after);
  });
});
