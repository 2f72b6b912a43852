import { CompanyDto, CreateCompanyInput } from "@contract/companies";
import { count, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { actor, auditRows, db, freshNip } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { contextWithColleagueBeforeWrite } from "../../../test/race";
import { companies } from "../../db/schema";
import { idempotencyFor } from "../../lib/idempotency";
import { createCompany } from "./companies.create";

const add = (token: string, body: unknown, key: string) => call("POST", "/companies", { token, body, lang: "en", headers: { "Idempotency-Key": key } });

async function named(name: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.name, name));
  return row?.n ?? 0;
}

describe("POST /api/v1/companies with an Idempotency-Key", () => {
  it("answers a request sent again with the company the first created, though its tax id is taken by then; stored and audited once", async () => {
    const { token } = await actor({ role: "Admin" });
    const name = `Oficyna ${crypto.randomUUID()}`;
    const body = { name, taxId: freshNip() };
    const key = crypto.randomUUID();
    const first = assertBody(CompanyDto, await add(token, body, key));
    const again = await add(token, body, key);
    assertJson(again, 201);
    expect(assertBody(CompanyDto, again).id).toBe(first.id);
    expect(await named(name)).toBe(1);
    expect((await auditRows(first.id)).map((a) => a.action)).toEqual(["company.create"]);
    expectProblem(await add(token, { ...body, city: "Kraków" }, key), 409, "CONFLICT");
  });

  it("a tax id refused under a key leaves the key free for the corrected request", async () => {
    const { token } = await actor({ role: "Admin" });
    const taken = freshNip();
    assertJson(await call("POST", "/companies", { token, body: { name: `Pierwsza ${crypto.randomUUID()}`, taxId: taken } }), 201);
    const name = `Druga ${crypto.randomUUID()}`;
    const key = crypto.randomUUID();
    const problem = expectProblem(await add(token, { name, taxId: taken }, key), 409, "CONFLICT");
    expect(Object.keys(problem.errors ?? {})).toEqual(["taxId"]);
    // The same key with the corrected body is a new request: nothing was recorded under it.
    assertJson(await add(token, { name, taxId: freshNip() }, key), 201);
    expect(await named(name)).toBe(1);
  });

  it("two requests under one key at once, without a tax id, store one company", async () => {
    const { user, token } = await actor({ role: "Admin" });
    const name = `Bez NIP ${crypto.randomUUID()}`;
    const body = { name, country: "DE" };
    const key = crypto.randomUUID();
    let twin = "";
    const ctx = contextWithColleagueBeforeWrite(user, async () => {
      twin = assertBody(CompanyDto, await add(token, body, key)).id;
    });
    const input = v.parse(CreateCompanyInput, body);
    const mine = await createCompany({ ctx, input, idempotency: await idempotencyFor(key, { userId: user.id }, input) });
    expect(twin).not.toBe("");
    expect(mine.id).toBe(twin);
    expect(await named(name)).toBe(1);
  });
});
