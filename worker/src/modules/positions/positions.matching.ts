import { fold } from "@contract/fold";
import { type PositionPublicationDto, positionGroupKey } from "@contract/positions";
import type { AuthorType } from "@contract/publications";
import { nameFoldedOf } from "../authors/authors.rules";
import { prefixUpperBound } from "../publications/publications.search";
import type { StoredAuthor } from "./positions.rules";

/**
 * How a position meets the catalogue — pure, shared by POST /positions/verify and GET
 * /positions/{id}/autofill.
 *
 * By code: ISBN, then DOI, then ISSN, the order of the "group similar" key (positionGroupKey): a
 * DOI names one article and an ISSN its whole magazine, so an entry with the position's DOI comes
 * before the magazine's other entries. A catalogue entry qualifies when it carries the position's
 * code and no other code of the two contradicts (both have an ISBN, ISSN or DOI and they differ:
 * another article of the same journal, another edition). Among several, the one sharing most
 * codes, then a verified one, then the oldest.
 *
 * By title: the "group similar" identity — same type and the same folded title with punctuation
 * dropped (positionGroupKey without codes). Autofill takes any entry that does not contradict the
 * position's codes. Verification takes it only for a position without codes and an entry without
 * codes, so that a title group confirmed over several calls meets the entry the first call made,
 * and a coded position never lands on a title-alike of another edition.
 */

export type CatalogueEntry = PositionPublicationDto & { id: string; isVerified: boolean; createdOn: string };

export type MatchKind = "isbn" | "issn" | "doi" | "title";

type Codes = Pick<PositionPublicationDto, "isbn" | "issn" | "articleDoi">;

const CODES = [
  ["isbn", "isbn"],
  ["doi", "articleDoi"],
  ["issn", "issn"],
] as const;

const CODE_FIELDS = ["isbn", "issn", "articleDoi"] as const;

export const hasCode = (p: Codes) => CODE_FIELDS.some((k) => p[k] !== null);

function contradicts(a: Codes, b: Codes): boolean {
  return CODE_FIELDS.some((k) => a[k] !== null && b[k] !== null && a[k] !== b[k]);
}

const shared = (a: Codes, b: Codes) => CODE_FIELDS.filter((k) => a[k] !== null && a[k] === b[k]).length;

/** The first of `entries` in preference order (one pass: a magazine's hits may be thousands). */
function best<T extends CatalogueEntry>(entries: readonly T[], p: Codes): T {
  const before = (x: T, y: T) =>
    shared(y, p) - shared(x, p) ||
    Number(y.isVerified) - Number(x.isVerified) ||
    x.createdOn.localeCompare(y.createdOn) ||
    x.id.localeCompare(y.id);
  let first = entries[0]!;
  for (const entry of entries) if (before(entry, first) < 0) first = entry;
  return first;
}

/** The "group similar" identity without codes: type and folded, punctuation-free title. */
export function titleKey(p: Pick<PositionPublicationDto, "type" | "title" | "magazineTitle">): string {
  return positionGroupKey({ type: p.type, title: p.title, magazineTitle: p.magazineTitle, isbn: null, issn: null, articleDoi: null });
}

/** The folded title split where title keys may differ: punctuation before the first word, and the rest. */
function foldedTitle(p: Pick<PositionPublicationDto, "title" | "magazineTitle">): { lead: string; rest: string } {
  const folded = fold(p.title ?? p.magazineTitle ?? "");
  const lead = /^[^\p{L}\p{N}]*/u.exec(folded)?.[0] ?? "";
  return { lead, rest: folded.slice(lead.length) };
}

/** Punctuation catalogue titles often start with (quotes, brackets): a title is looked up under each. */
const LEADS = ["", "„", "“", "\"", "'", "«", "(", "["] as const;

/**
 * What may follow a title's first word where the position has a space before its second: any
 * character that is not a letter or digit of folded text, as [from, to) of that character —
 * ASCII punctuation, then everything from "{" to the end of the general punctuation block
 * (Latin-1's marks, dashes, typographic quotes; letters there are rare in folded titles, and the
 * GLOB pattern drops them).
 */
const AFTER_FIRST_WORD = [
  ["!", "0"],
  [":", "a"],
  ["{", "\u2070"],
] as const;

/** A range of title_folded: [from, to). */
export type TitleBounds = [string, string];

/**
 * Where in the catalogue's title_folded the entries that may share the position's title key lie
 * (narrow index ranges): its first two key words, with a space between, bare, after each common
 * leading punctuation ("Lalka", "„Lalka”") and after the position's own; and the first word
 * followed by punctuation instead of the space ("Quo-vadis", "Pan, Tadeusz"), bare and after the
 * position's own, or by a space and punctuation ("Quo - vadis", "Lalka (tom 1)"). Anything
 * may follow: "Pan Tadeusz, czyli…" for "Pan Tadeusz czyli…". None when the two words are under 3
 * letters or digits. Narrow on purpose: a range of a first word and a space alone ("historia ")
 * would walk thousands of catalogue titles for each position. Not covered: punctuation after the
 * first word behind a leading quote other than the position's.
 */
export function titleRanges(p: Pick<PositionPublicationDto, "title" | "magazineTitle">): TitleBounds[] {
  const { lead, rest } = foldedTitle(p);
  const words = rest.replace(/[^\p{L}\p{N} ]+/gu, " ").split(" ").filter(Boolean);
  const [first = "", second] = words;
  const head = second === undefined ? first : `${first} ${second}`;
  if ([...head].length < 3) return [];
  const ranges: TitleBounds[] = [...new Set([lead, ...LEADS])].map((before) => [before + head, prefixUpperBound(before + head)]);
  if (second !== undefined) {
    for (const before of new Set([lead, ""])) {
      for (const gap of ["", " "]) for (const [from, to] of AFTER_FIRST_WORD) ranges.push([before + first + gap + from, before + first + gap + to]);
    }
  }
  return ranges;
}

/**
 * A GLOB pattern that every catalogue title_folded of the same title key matches: the key's words
 * in order, anything before them (leading punctuation), between and after them (punctuation, the
 * magazine and publisher that title_folded appends). Checked on the title index's entries, it
 * leaves out most title-alikes that only share the prefix before the rows are read. Words hold
 * only letters, digits: no GLOB metacharacters.
 */
export function titlePattern(p: Pick<PositionPublicationDto, "type" | "title" | "magazineTitle">): string {
  const words = titleKey(p).slice(`title:${p.type}:`.length);
  return `*${words.split(" ").join("*")}*`;
}

/**
 * created_on of a publication a verification makes: after every stored one (ISO stamps sort as
 * text). Such an entry is met by its ISBN or DOI only: by the ISSN it would take in another article
 * of its magazine confirmed in the same call.
 */
export const MADE_HERE = "\uffff";
const meets = (kind: MatchKind, c: CatalogueEntry) => kind !== "issn" || c.createdOn !== MADE_HERE;

export function matchByCode<T extends CatalogueEntry>(p: Codes, candidates: readonly T[]): { entry: T; kind: MatchKind } | null {
  for (const [kind, field] of CODES) {
    const value = p[field];
    if (value === null) continue;
    const hits = candidates.filter((c) => c[field] === value && !contradicts(p, c) && meets(kind, c));
    if (hits.length > 0) return { entry: best(hits, p), kind };
  }
  return null;
}

export function matchByTitle<T extends CatalogueEntry>(
  p: PositionPublicationDto,
  candidates: readonly T[],
  options: { codeless: boolean },
): { entry: T; kind: MatchKind } | null {
  if (options.codeless && hasCode(p)) return null;
  const eligible = candidates.filter((c) => c.type === p.type && (options.codeless ? !hasCode(c) : !contradicts(p, c)));
  if (eligible.length === 0) return null;
  const key = titleKey(p);
  const hits = eligible.filter((c) => titleKey(c) === key);
  return hits.length > 0 ? { entry: best(hits, p), kind: "title" } : null;
}

/**
 * A verification's candidates looked up by each code and, for those without codes, by title key,
 * so that each of up to 1,000 positions reads its few hits instead of filtering every candidate
 * (and folding every candidate's title) once per position.
 */
export type CandidateIndex<T extends CatalogueEntry> = { byCode: Record<(typeof CODE_FIELDS)[number], Map<string, T[]>>; byTitle: Map<string, T[]> };

function addTo<T>(map: Map<string, T[]>, key: string, entry: T): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/** Adds an entry to the index: under each of its codes, and under its title key when it has none. */
export function indexEntry<T extends CatalogueEntry>(index: CandidateIndex<T>, entry: T): void {
  for (const field of CODE_FIELDS) {
    const value = entry[field];
    if (value !== null) addTo(index.byCode[field], value, entry);
  }
  if (!hasCode(entry)) addTo(index.byTitle, titleKey(entry), entry);
}

export function indexCandidates<T extends CatalogueEntry>(candidates: readonly T[]): CandidateIndex<T> {
  const index: CandidateIndex<T> = { byCode: { isbn: new Map(), issn: new Map(), articleDoi: new Map() }, byTitle: new Map() };
  for (const entry of candidates) indexEntry(index, entry);
  return index;
}

/**
 * Verification's match, through the index: the same answer as `matchByCode(p, candidates) ??
 * matchByTitle(p, candidates, { codeless: true })` (the title key holds the type; an entry of
 * the title map has no codes).
 */
export function verificationMatch<T extends CatalogueEntry>(p: PositionPublicationDto, index: CandidateIndex<T>): { entry: T; kind: MatchKind } | null {
  for (const [kind, field] of CODES) {
    const value = p[field];
    if (value === null) continue;
    const hits = (index.byCode[field].get(value) ?? []).filter((c) => !contradicts(p, c) && meets(kind, c));
    if (hits.length > 0) return { entry: best(hits, p), kind };
  }
  if (hasCode(p)) return null;
  const hits = index.byTitle.get(titleKey(p));
  return hits ? { entry: best(hits, p), kind: "title" } : null;
}

/**
 * The magazines (ISSNs) whose articles without a DOI a verification still has to read, given the
 * candidates read by the positions' ISBNs and DOIs (every entry carrying one of them). A position
 * with an ISSN and a DOI that meets an entry by its ISBN or its DOI never gets to the ISSN, so the
 * magazine (thousands of articles, on an index of the ISSN alone) need not be read. Otherwise it
 * must: its entries of that ISSN that can match are those without a DOI (another DOI contradicts).
 */
export function magazinesToRead(positions: readonly Codes[], readByCode: readonly CatalogueEntry[]): string[] {
  const index = indexCandidates(readByCode);
  const out = new Set<string>();
  for (const p of positions) {
    if (p.issn === null || p.articleDoi === null || out.has(p.issn)) continue;
    const byIsbn = p.isbn === null ? [] : (index.byCode.isbn.get(p.isbn) ?? []);
    if (byIsbn.some((c) => !contradicts(p, c))) continue;
    const byDoi = index.byCode.articleDoi.get(p.articleDoi) ?? [];
    if (byDoi.some((c) => !contradicts(p, c))) continue;
    out.add(p.issn);
  }
  return [...out];
}

/** Autofill's match: by code, then by title. */
export function autofillMatch<T extends CatalogueEntry>(p: PositionPublicationDto, candidates: readonly T[]) {
  return matchByCode(p, candidates) ?? matchByTitle(p, candidates, { codeless: false });
}

/** The position's empty fields that the entry can fill (nothing else is suggested). */
export function suggestedFields(p: PositionPublicationDto, entry: PositionPublicationDto): Partial<PositionPublicationDto> {
  const out: Partial<Record<keyof PositionPublicationDto, unknown>> = {};
  for (const key of Object.keys(p) as (keyof PositionPublicationDto)[]) {
    if (key === "type") continue;
    if (p[key] === null && entry[key] !== null && entry[key] !== undefined) out[key] = entry[key];
  }
  return out as Partial<PositionPublicationDto>;
}

// ---------------------------------------------------------------------------------------------
// The verification plan

export type VerifyCandidate = PositionPublicationDto & { id: string; groupKey: string; authors: StoredAuthor[] };
export type ExistingAuthor = { id: string; nameFolded: string; createdOn: string };

export type NewPublication = PositionPublicationDto & { id: string };
export type NewAuthor = { id: string; firstName: string; middleName: string | null; lastName: string; nameFolded: string };
export type Link = { publicationId: string; authorId: string; type: AuthorType };
export type Assignment = { positionId: string; publicationId: string; matchedBy: MatchKind | "given" | "new" };

export type VerificationPlan = {
  assignments: Assignment[];
  newPublications: NewPublication[];
  newAuthors: NewAuthor[];
  links: Link[];
};

/**
 * What a verification writes, all decided here: each position's catalogue entry (the given one,
 * else a code match, else — for a position without codes — a title match, else a new verified
 * publication made from its fields, one per group key within the call), and its authors linked to
 * that entry. A publication made here is a candidate for the call's later positions, so positions
 * of one publication whose keys differ ({ISBN, DOI} and {DOI}) meet it as they would in two calls. Authors are matched by folded full name ("last first middle", authors.name_folded),
 * the oldest of namesakes winning; names not in the catalogue become new authors, one per name
 * within the call. A pair linked twice keeps the first type.
 */
export function planVerification(
  input: {
    positions: readonly VerifyCandidate[];
    given: CatalogueEntry | null;
    candidates: readonly CatalogueEntry[];
    authors: readonly ExistingAuthor[];
  },
  newId: () => string,
): VerificationPlan {
  const plan: VerificationPlan = { assignments: [], newPublications: [], newAuthors: [], links: [] };
  const madeForGroup = new Map<string, string>();
  const index = indexCandidates(input.candidates);
  // Positions of one call often share their codes and title (a group confirmed together): the
  // match depends on nothing else, so each distinct identity is matched once.
  const matched = new Map<string, ReturnType<typeof verificationMatch<CatalogueEntry>>>();
  for (const p of input.positions) {
    if (input.given) {
      plan.assignments.push({ positionId: p.id, publicationId: input.given.id, matchedBy: "given" });
      continue;
    }
    const identity = JSON.stringify([p.isbn, p.issn, p.articleDoi, hasCode(p) ? null : titleKey(p)]);
    let match = matched.get(identity);
    if (match === undefined) matched.set(identity, (match = verificationMatch(p, index)));
    if (match) {
      plan.assignments.push({ positionId: p.id, publicationId: match.entry.id, matchedBy: match.kind });
      continue;
    }
    let id = madeForGroup.get(p.groupKey);
    if (!id) {
      id = newId();
      madeForGroup.set(p.groupKey, id);
      const { groupKey: _g, authors: _a, id: _p, ...fields } = p;
      plan.newPublications.push({ ...fields, id });
      indexEntry(index, { ...fields, id, isVerified: true, createdOn: MADE_HERE });
      // Identities matched before it may meet it now.
      matched.clear();
    }
    plan.assignments.push({ positionId: p.id, publicationId: id, matchedBy: "new" });
  }

  const byName = new Map<string, string>();
  const folded = new Map<string, string>();
  const nameKey = (a: StoredAuthor) => {
    const raw = `${a.lastName}\u0000${a.firstName}\u0000${a.middleName ?? ""}`;
    let key = folded.get(raw);
    if (key === undefined) folded.set(raw, (key = nameFoldedOf(a)));
    return key;
  };
  for (const a of [...input.authors].sort((x, y) => x.createdOn.localeCompare(y.createdOn) || x.id.localeCompare(y.id))) {
    if (!byName.has(a.nameFolded)) byName.set(a.nameFolded, a.id);
  }
  const linked = new Set<string>();
  const publicationOf = new Map(plan.assignments.map((a) => [a.positionId, a.publicationId]));
  for (const p of input.positions) {
    const publicationId = publicationOf.get(p.id)!;
    for (const author of p.authors) {
      const nameFolded = nameKey(author);
      let authorId = byName.get(nameFolded);
      if (!authorId) {
        authorId = newId();
        byName.set(nameFolded, authorId);
        plan.newAuthors.push({ id: authorId, firstName: author.firstName, middleName: author.middleName, lastName: author.lastName, nameFolded });
      }
      const key = `${publicationId}|${authorId}`;
      if (linked.has(key)) continue;
      linked.add(key);
      plan.links.push({ publicationId, authorId, type: author.type });
    }
  }
  return plan;
}
