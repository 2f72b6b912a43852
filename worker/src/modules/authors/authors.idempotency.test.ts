import { AuthorDto } from "@contract/authors";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffToken, uniqueWord } from "../../../test/catalogue";
import { auditRows, db } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import * as schema from "../../db/schema";

const add = (token: string, body: unknown, key: string) => call("POST", "/authors", { token, body, lang: "en", headers: { "Idempotency-Key": key } });

async function withLastName(lastName: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.authors).where(eq(schema.authors.lastName, lastName));
  return row?.n ?? 0;
}

describe("POST /api/v1/authors with an Idempotency-Key", () => {
  it("answers a request sent again with the author the first created, stored and audited once; another body under the key 409", async () => {
    const token = await staffToken();
    const lastName = `Prus${uniqueWord()}`;
    const key = crypto.randomUUID();
    const first = assertBody(AuthorDto, await add(token, { firstName: "Bolesław", lastName }, key));
    const again = await add(token, { firstName: "Bolesław", lastName }, key);
    assertJson(again, 201);
    expect(assertBody(AuthorDto, again).id).toBe(first.id);
    expect(await withLastName(lastName)).toBe(1);
    expect((await auditRows(first.id)).map((a) => a.action)).toEqual(["author.create"]);
    expectProblem(await add(token, { firstName: "Aleksander", lastName }, key), 409, "CONFLICT");
    expect(await withLastName(lastName)).toBe(1);
  });

  it("keeps keys apart by user: another staff member's same key adds their own author", async () => {
    const lastName = `Orzeszkowa${uniqueWord()}`;
    const key = `k-${uniqueWord()}`;
    const body = { firstName: "Eliza", lastName };
    const mine = assertBody(AuthorDto, await add(await staffToken(), body, key));
    const theirs = assertBody(AuthorDto, await add(await staffToken("Coordinator"), body, key));
    expect(theirs.id).not.toBe(mine.id);
    expect(await withLastName(lastName)).toBe(2);
  });
});
