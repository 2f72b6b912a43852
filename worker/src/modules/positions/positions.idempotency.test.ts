import { CreatePositionInput, PositionDto } from "@contract/positions";
import { env } from "cloudflare:workers";
import { and, count, eq, like } from "drizzle-orm";
import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, assertStatus, call, expectProblem } from "../../../test/http";
import { contextWithColleagueBeforeWrite } from "../../../test/race";
import { db, positionBody, tag, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";
import type { Db } from "../../db/client";
import { ValidationError } from "../../lib/errors";
import { idempotencyFor, idempotencyKeyOf, recordCreation, selectKey } from "../../lib/idempotency";
import { createPosition } from "./positions.service";

type Who = { token: string };
const add = (who: Who, body: unknown, key?: string) =>
  call("POST", "/positions", { token: who.token, body, lang: "en", ...(key === undefined ? {} : { headers: { "Idempotency-Key": key } }) });

async function storedWithTitle(companyId: string, title: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schema.positions)
    .where(and(eq(schema.positions.companyId, companyId), like(schema.positions.title, title)));
  return row?.n ?? 0;
}

describe("POST /api/v1/positions with an Idempotency-Key", () => {
  it("a request sent again under its key answers 201 with the position the first created, and stores it once", async () => {
    const w = await world();
    const title = `Lalka ${tag()}`;
    const body = positionBody({ title, pagesUsed: 4 });
    const key = crypto.randomUUID();
    const first = await add(w.worker, body, key);
    assertJson(first, 201);
    const again = await add(w.worker, body, key);
    assertJson(again, 201);
    expect(assertBody(PositionDto, again)).toEqual(assertBody(PositionDto, first));
    expect(await storedWithTitle(w.company.id, title)).toBe(1);
    expect((await auditRows(assertBody(PositionDto, first).id)).map((a) => a.action)).toEqual(["position.create"]);
    // The quoted form (a structured-field string) is the same key.
    assertJson(await add(w.worker, body, `"${key}"`), 201);
    expect(await storedWithTitle(w.company.id, title)).toBe(1);
  });

  it("answers the position as it is now, and 404 once it was deleted", async () => {
    const w = await world();
    const body = positionBody({ title: `Faraon ${tag()}`, pagesUsed: 4 });
    const key = crypto.randomUUID();
    const { id } = assertBody(PositionDto, await add(w.worker, body, key));
    assertJson(await call("PATCH", `/positions/${id}`, { token: w.manager.token, body: { pagesUsed: 9 } }), 200);
    expect(assertBody(PositionDto, await add(w.worker, body, key)).pagesUsed).toBe(9);
    assertStatus(await call("DELETE", `/positions/${id}`, { token: w.manager.token }), 204);
    expectProblem(await add(w.worker, body, key), 404, "NOT_FOUND");
  });

  it("refuses the key with another body (409) and stores nothing more", async () => {
    const w = await world();
    const title = `Emancypantki ${tag()}`;
    const key = crypto.randomUUID();
    assertJson(await add(w.worker, positionBody({ title, pagesUsed: 4 }), key), 201);
    const problem = expectProblem(await add(w.worker, positionBody({ title, pagesUsed: 5 }), key), 409, "CONFLICT");
    expect(problem.detail).toBe("This Idempotency-Key was sent with another request in the last 24 hours; send each new request with a new key");
    expect(await storedWithTitle(w.company.id, title)).toBe(1);
  });

  it("keeps each user's keys apart: a colleague sending the same key adds their own position", async () => {
    const w = await world();
    const title = `Placówka ${tag()}`;
    const body = positionBody({ title, pagesUsed: 4 });
    const key = `shared-${tag()}`;
    const mine = assertBody(PositionDto, await add(w.worker, body, key));
    const theirs = assertBody(PositionDto, await add(w.manager, body, key));
    expect(theirs.id).not.toBe(mine.id);
    const other = assertBody(PositionDto, await add(w.otherManager, body, key));
    expect(other.companyId).toBe(w.other.id);
    expect(await storedWithTitle(w.company.id, title)).toBe(2);
  });

  it("without a key, each request adds a position, as before", async () => {
    const w = await world();
    const title = `Potop ${tag()}`;
    const body = positionBody({ title, pagesUsed: 4 });
    assertJson(await add(w.worker, body), 201);
    assertJson(await add(w.worker, body), 201);
    expect(await storedWithTitle(w.company.id, title)).toBe(2);
  });

  it("answers 400 for a malformed key, naming the header, and stores nothing", async () => {
    const w = await world();
    const title = `Ogniem i mieczem ${tag()}`;
    for (const key of ['""', '"', "z".repeat(256), "dwa klucze"]) {
      const problem = expectProblem(await add(w.worker, positionBody({ title }), key), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ "Idempotency-Key": ["Idempotency-Key must be 1 to 255 visible ASCII characters other than the double quote, optionally in double quotes"] });
    }
    expect(await storedWithTitle(w.company.id, title)).toBe(0);
  });

  it("forgets a key after 24 hours: it then adds a new position, and older keys are deleted", async () => {
    const w = await world();
    const title = `Quo vadis ${tag()}`;
    const body = positionBody({ title, pagesUsed: 4 });
    const key = crypto.randomUUID();
    assertJson(await add(w.worker, body, key), 201);
    const dayAndASecondAgo = new Date(Date.now() - 86_401_000).toISOString();
    await db.update(schema.idempotencyKeys).set({ createdOn: dayAndASecondAgo }).where(eq(schema.idempotencyKeys.key, key));
    const staleElsewhere = `stale-${tag()}`;
    await db.insert(schema.idempotencyKeys).values({ userId: w.manager.user.id, key: staleElsewhere, requestHash: "h", entityId: "gone", createdOn: dayAndASecondAgo });
    assertJson(await add(w.worker, body, key), 201);
    expect(await storedWithTitle(w.company.id, title)).toBe(2);
    const [left] = await db.select({ n: count() }).from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, staleElsewhere));
    expect(left?.n).toBe(0);
  });

  it("two requests under one key at once store one position: the later batch fails on the key and answers with the first", async () => {
    const w = await world();
    const title = `Chłopi ${tag()}`;
    const body = positionBody({ title, pagesUsed: 4 });
    const key = crypto.randomUUID();
    let colleagues = "";
    // The twin lands between this request's check of the key and its batch.
    const ctx = contextWithColleagueBeforeWrite(w.worker.user, async () => {
      const twin = await add(w.worker, body, key);
      assertJson(twin, 201);
      colleagues = assertBody(PositionDto, twin).id;
    });
    // As the route hands it on: the body parsed by the contract's schema.
    const input = v.parse(CreatePositionInput, body);
    const idempotency = await idempotencyFor(key, { userId: w.worker.user.id }, input);
    const mine = await createPosition({ ctx, input, idempotency });
    expect(colleagues).not.toBe("");
    expect(mine.id).toBe(colleagues);
    expect(await storedWithTitle(w.company.id, title)).toBe(1);
  });
});

describe("idempotencyKeyOf", () => {
  it("takes 1 to 255 visible ASCII characters but the double quote, bare or quoted, and refuses anything else", () => {
    const visible = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).filter((c) => c !== 0x22).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 255 });
    fc.assert(
      fc.property(visible, (key) => {
        expect(idempotencyKeyOf(key)).toBe(key);
        expect(idempotencyKeyOf(` "${key}" `)).toBe(key);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom(" ", "\t", "é", "\u0000", "\u007f", "ł", '"'), (text, bad) => {
        const key = `${text.replace(/^["\s]+|["\s]+$/g, "")}x${bad}x`;
        expect(() => idempotencyKeyOf(key)).toThrow(ValidationError);
      }),
    );
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    for (const quotes of ['"', '""', '"a', 'a"', '"""']) expect(() => idempotencyKeyOf(quotes)).toThrow(ValidationError);
    expect(() => idempotencyKeyOf("a".repeat(256))).toThrow(ValidationError);
    expect(idempotencyKeyOf("a".repeat(255))).toBe("a".repeat(255));
  });
});

describe("the key's queries", () => {
  it("find a key by the primary key and the keys past the window by their index, scanning no table", async () => {
    const idem = { userId: "u", key: "k", requestHash: "h" };
    const now = new Date();
    const [forget] = recordCreation(db as unknown as Db, idem, "p", now);
    for (const query of [selectKey(db as unknown as Db, idem, now), forget]) {
      const { sql: text, params } = (query as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`).bind(...params).all<{ detail: string }>();
      const details = rows.results.map((r) => r.detail);
      expect(details.join("\n")).toMatch(/USING (COVERING )?(INDEX|PRIMARY KEY)/);
      expect(details.filter((d) => /^SCAN idempotency_keys$/.test(d))).toEqual([]);
    }
  });
});
