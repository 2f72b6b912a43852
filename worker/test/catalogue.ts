import { AuthorDto } from "@contract/authors";
import { PublicationDto } from "@contract/publications";
import { eq } from "drizzle-orm";
import * as schema from "../src/db/schema";
import { newId } from "../src/lib/ids";
import { actor, createCompany, db } from "./factories";
import { assertBody, assertStatus, call } from "./http";

let counter = 0;
/** A token no other test's data contains, for searches that must see only this test's rows. */
export const uniqueWord = (prefix = "t") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}q`;

/** A staff member's bearer token (Admin unless told). */
export async function staffToken(role: "SuperAdmin" | "Admin" | "Coordinator" = "Admin"): Promise<string> {
  return (await actor({ role })).token;
}

export async function newPublication(token: string, body: Record<string, unknown> = {}) {
  const answer = await call("POST", "/publications", { token, body: { type: "k", title: `Book ${uniqueWord()}`, ...body } });
  assertStatus(answer, 201);
  return assertBody(PublicationDto, answer);
}

export async function newAuthor(token: string, body: Record<string, unknown> = {}) {
  const answer = await call("POST", "/authors", { token, body: { firstName: "Jan", lastName: `Kowalski${uniqueWord()}`, ...body } });
  assertStatus(answer, 201);
  return assertBody(AuthorDto, answer);
}

export async function authorRow(id: string) {
  const [row] = await db.select().from(schema.authors).where(eq(schema.authors.id, id));
  return row;
}

export async function publicationRow(id: string) {
  const [row] = await db.select().from(schema.publications).where(eq(schema.publications.id, id));
  return row;
}

export async function linksOf(authorId: string) {
  return db.select().from(schema.publicationAuthors).where(eq(schema.publicationAuthors.authorId, authorId));
}

export async function linkCount(authorId: string): Promise<number> {
  return (await linksOf(authorId)).length;
}

/** A position verified against a catalogue publication, written straight to the table (the positions module is not ours). */
export async function insertVerifiedPosition(
  publicationId: string,
  authors: { firstName: string; middleName: string | null; lastName: string; type: "A" | "T" | "O" | "R" | "P" | "I" }[] = [],
  overrides: Partial<typeof schema.positions.$inferInsert> = {},
) {
  const company = await createCompany();
  const now = new Date().toISOString();
  const id = newId();
  await db.insert(schema.positions).values({
    id,
    companyId: company.id,
    type: "k",
    title: "Verified",
    authors,
    pagesUsed: 10,
    publicationId,
    isVerified: true,
    groupKey: `g-${id}`,
    createdOn: now,
    updatedOn: now,
    verifiedOn: now,
    ...overrides,
  });
  return id;
}
