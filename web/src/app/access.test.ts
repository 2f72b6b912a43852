import { ROLES, type Role } from "@contract/common";
import { describe, expect, it } from "vitest";
import { decideAccess, matchPattern, navEntries, routesOf } from "./access";

const STAFF: Role[] = ["SuperAdmin", "Admin", "Coordinator"];
const ALL: Role[] = [...ROLES];

/** product.md §2 route table and sidebar table, written out independently of the registry. */
const EXPECTED: { path: string; roles: Role[] }[] = [
  { path: "/", roles: ALL },
  { path: "/change-password", roles: ALL },
  { path: "/admins", roles: ["SuperAdmin", "Admin"] },
  { path: "/coordinators", roles: ["SuperAdmin", "Admin"] },
  // Staff reach a company's managers and workers from its dashboard; only Managers have them in the sidebar.
  { path: "/managers", roles: [...STAFF, "Manager"] },
  { path: "/workers", roles: [...STAFF, "Manager"] },
  { path: "/companies", roles: STAFF },
  // A company user's own dashboard (the API answers 404 for another company's id).
  { path: "/companies/c-123", roles: ALL },
  { path: "/publications", roles: STAFF },
  { path: "/authors", roles: STAFF },
  { path: "/authors/a-1", roles: STAFF },
  { path: "/authors/a-1/add-publications", roles: STAFF },
  { path: "/reports", roles: ALL },
  { path: "/positions", roles: ALL },
];

const outcome = (access: ReturnType<typeof decideAccess>) => (access.kind === "allow" ? "allow" : access.to);

const session = (role: Role, isPasswordResetRequired = false) => ({
  accessToken: "token",
  role,
  isPasswordResetRequired,
});

describe("decideAccess: every role × every route", () => {
  const cases = EXPECTED.flatMap(({ path, roles }) => ROLES.map((role) => ({ path, role, allowed: roles.includes(role) })));

  it.each(cases)("$role on $path → allowed: $allowed", ({ path, role, allowed }) => {
    const access = decideAccess({ pathname: path, search: "", ...session(role) });
    expect(outcome(access)).toBe(allowed ? "allow" : "/error/403");
  });

  it.each(cases)("$role on $path with a password reset pending → /change-password", ({ path, role }) => {
    const access = decideAccess({ pathname: path, search: "", ...session(role, true) });
    expect(outcome(access)).toBe(path === "/change-password" ? "allow" : "/change-password");
  });

  it.each(EXPECTED)("no token on $path → /login with the path and query as redirect", ({ path }) => {
    const access = decideAccess({ pathname: path, search: "a=1&b=x%20y", accessToken: null, role: null, isPasswordResetRequired: false });
    expect(access).toEqual({
      kind: "redirect",
      reason: "login",
      to: `/login?redirect=${encodeURIComponent(`${path}?a=1&b=x%20y`)}`,
    });
  });

  it("a session that ended on the page names its user in the login URL", () => {
    const access = decideAccess({ pathname: "/reports", search: "year=2026", accessToken: null, role: null, isPasswordResetRequired: false, endedFor: "u1" });
    expect(access).toEqual({ kind: "redirect", reason: "login", to: `/login?redirect=${encodeURIComponent("/reports?year=2026")}&for=u1` });
  });

  it("a token without stored user data counts as signed out", () => {
    const access = decideAccess({ pathname: "/reports", search: "", accessToken: "t", role: null, isPasswordResetRequired: false });
    expect(access).toMatchObject({ reason: "login" });
  });

  it.each(["/nope", "/companies/1/extra", "/authors/1/add-publications/x", "/login/x", "/admin", "/error"])(
    "unknown path %s → /error/404, signed in or not",
    (pathname) => {
      for (const s of [session("SuperAdmin"), { accessToken: null, role: null, isPasswordResetRequired: false }]) {
        expect(decideAccess({ pathname, search: "", ...s })).toEqual({ kind: "redirect", reason: "not-found", to: "/error/404" });
      }
    },
  );

  it("the registry has exactly the guarded routes of the route table", () => {
    const patterns = routesOf().map((r) => r.route.pattern).sort();
    expect(patterns).toEqual(
      [
        "/",
        "/change-password",
        "/admins",
        "/coordinators",
        "/managers",
        "/workers",
        "/companies",
        "/companies/:companyId",
        "/publications",
        "/authors",
        "/authors/:authorId",
        "/authors/:authorId/add-publications",
        "/reports",
        "/positions",
      ].sort(),
    );
  });
});

const hrefs = (role: Role, reset = false) => navEntries(role, reset).map((e) => e.href);

describe("navEntries (sidebar)", () => {
  it.each([
    ["SuperAdmin", ["/", "/publications", "/authors", "/companies", "/admins", "/coordinators", "/reports", "/positions?isVerified=false&isReported=true"]],
    ["Admin", ["/", "/publications", "/authors", "/companies", "/admins", "/coordinators", "/reports", "/positions?isVerified=false&isReported=true"]],
    ["Coordinator", ["/", "/publications", "/authors", "/companies", "/reports", "/positions?isVerified=false&isReported=true"]],
    ["Manager", ["/", "/managers", "/workers", "/reports", "/positions?isReported=false"]],
    ["Worker", ["/", "/reports", "/positions?isReported=false"]],
  ] as [Role, string[]][])("%s sees %j", (role, expected) => {
    expect(hrefs(role)).toEqual(expected);
  });

  it.each(ROLES)("%s sees only the panel while a password reset is required", (role) => {
    expect(hrefs(role, true)).toEqual(["/"]);
  });

  it.each(ROLES)("every entry %s sees is a route %s may open", (role) => {
    for (const entry of navEntries(role, false)) {
      const [pathname = "", search = ""] = entry.href.split("?");
      expect(decideAccess({ pathname, search, ...session(role) }).kind).toBe("allow");
    }
  });
});

describe("matchPattern", () => {
  it("reads params and decodes them", () => {
    expect(matchPattern("/companies/:companyId", "/companies/a%20b")).toEqual({ companyId: "a b" });
    expect(matchPattern("/", "/")).toEqual({});
    expect(matchPattern("/companies/:companyId", "/companies")).toBeNull();
    expect(matchPattern("/companies/:companyId", "/companies/%E0%A4%A")).toBeNull();
  });
});
