import { AssignPublicationsResponse, AuthorDetailDto, AuthorDto } from "@contract/authors";
import { LoginResponse } from "@contract/auth";
import { LookupResponse, PublicationDto, PublicationList } from "@contract/publications";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { LIBSQL_SEED_ADMIN, libsqlTestApp } from "../../test/libsql";

// The catalogue on libSQL: FTS5 with the trigram tokenizer, the search rows kept in step, links,
// counts and a background match without a Workers execution context.
let token: string;
const db = libsqlTestApp(app, { name: "catalogue", clientIp: "198.51.100.8" });
const request = (method: string, path: string, body?: unknown) => db.request(method, path, body, token);

beforeAll(async () => {
  token = v.parse(LoginResponse, (await request("POST", "/auth/login", LIBSQL_SEED_ADMIN)).json).accessToken;
});

describe("the catalogue on libSQL", () => {
  it("creates, searches (folded, identifiers, author names), looks up, assigns and matches", async () => {
    const author = v.parse(AuthorDto, (await request("POST", "/authors", { firstName: "Stanisław", lastName: "Łęcki", birthDate: "1950-01-01" })).json);
    const book = await request("POST", "/publications", {
      type: "k",
      title: "ZAŻÓŁĆ GĘŚLĄ JAŹŃ",
      isbn: "83-01-00000-7",
      authors: [{ authorId: author.id }],
    });
    expect(book.status).toBe(201);
    const created = v.parse(PublicationDto, book.json);
    expect(created.isbn).toBe("9788301000004");

    for (const q of ["zazolc", "gesla jaz", "lecki stanislaw", "830100", "83-01-00000-7"]) {
      const page = v.parse(PublicationList, (await request("GET", `/publications?q=${encodeURIComponent(q)}`)).json);
      expect({ q, ids: page.items.map((p) => p.id) }).toEqual({ q, ids: [created.id] });
    }
    const lookup = v.parse(LookupResponse, (await request("GET", "/publications/lookup?code=978-83-01-00000-4")).json);
    expect(lookup.items.map((p) => p.id)).toEqual([created.id]);

    const namesake = v.parse(AuthorDto, (await request("POST", "/authors", { firstName: "STANISŁAW", lastName: "ŁĘCKI" })).json);
    const assigned = await request("POST", `/authors/${namesake.id}/publications`, { publicationIds: [created.id], type: "T" });
    expect(v.parse(AssignPublicationsResponse, assigned.json).author.publicationCount).toBe(1);

    const other = v.parse(AuthorDto, (await request("POST", "/authors", { firstName: "Stanisław", lastName: "Łęcki" })).json);
    const started = await request("POST", `/authors/${other.id}/match`);
    expect(started.status).toBe(202);
    let done: AuthorDetailDto | undefined;
    for (let i = 0; i < 100 && !done; i++) {
      const now = v.parse(AuthorDetailDto, (await request("GET", `/authors/${other.id}`)).json);
      if (now.updateProcessStartedOn && now.updatedOn >= now.updateProcessStartedOn) done = now;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(done).toMatchObject({ publicationCount: 1, linkCounts: { SystemSuggestion: 1 } });

    expect((await request("DELETE", `/authors/${author.id}/publications/${created.id}`)).status).toBe(204);
    const body = await db.client.execute("select body from publication_search");
    // Three namesakes were linked; the unassigned one's name has left the search row.
    expect(String(body.rows[0]?.body).split("lecki stanislaw").length - 1).toBe(2);
    const counts = await db.client.execute("select publication_count n from authors order by created_on");
    expect(counts.rows.map((r) => Number(r.n))).toEqual([0, 1, 1]);
  });
});
