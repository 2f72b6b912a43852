import type { AuthorDto } from "@contract/authors";

type OwnFields = Pick<AuthorDto, "firstName" | "middleName" | "lastName" | "birthDate" | "gender" | "authorId">;

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const BITS_64 = (1n << 64n) - 1n;
const utf8 = new TextEncoder();

/**
 * The version of an author's own fields, sent back in If-Match by an edit form. Not updatedOn: a
 * finished match moves that (its links changed), and a form opened before would be refused for
 * a change nobody made to the fields. A colleague's edit of any field changes this.
 * FNV-1a (64-bit) of the fields' UTF-8 bytes, in base 36.
 */
export function authorVersion(a: OwnFields): string {
  const text = JSON.stringify([a.firstName, a.middleName, a.lastName, a.birthDate, a.gender, a.authorId]);
  let hash = FNV_OFFSET;
  for (const byte of utf8.encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & BITS_64;
  return hash.toString(36);
}
