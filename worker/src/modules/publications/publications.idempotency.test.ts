import { PublicationDto } from "@contract/publications";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authorRow, linksOf, newAuthor, staffToken, uniqueWord } from "../../../test/catalogue";
import { auditRows, db } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import * as schema from "../../db/schema";

const add = (token: string, body: unknown, key: string) => call("POST", "/publications", { token, body, lang: "en", headers: { "Idempotency-Key": key } });

async function withTitle(title: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.publications).where(eq(schema.publications.title, title));
  return row?.n ?? 0;
}

describe("POST /api/v1/publications with an Idempotency-Key", () => {
  it("answers a request sent again with the publication the first created, its author linked and counted once; another body under the key 409", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const title = `Lalka ${uniqueWord()}`;
    const body = { type: "k", title, authors: [{ authorId: author.id, type: "A" }] };
    const key = crypto.randomUUID();
    const first = assertBody(PublicationDto, await add(token, body, key));
    const again = await add(token, body, key);
    assertJson(again, 201);
    expect(assertBody(PublicationDto, again)).toEqual(first);
    expect(await withTitle(title)).toBe(1);
    expect(await linksOf(author.id)).toHaveLength(1);
    expect((await authorRow(author.id))?.publicationCount).toBe(1);
    expect((await auditRows(first.id)).map((a) => a.action)).toEqual(["publication.create"]);
    expectProblem(await add(token, { ...body, publicationYear: 1890 }, key), 409, "CONFLICT");
    expect(await withTitle(title)).toBe(1);
  });
});
