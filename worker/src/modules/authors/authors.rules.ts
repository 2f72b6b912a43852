import type { AuthorType, LinkSource } from "@contract/publications";
import { fold } from "@contract/fold";

type Name = { firstName: string; middleName: string | null; lastName: string };

/** authors.name_folded: "last first middle", folded; sorts by last name and carries the search. */
export function nameFoldedOf(a: Name): string {
  return fold(`${a.lastName} ${a.firstName} ${a.middleName ?? ""}`);
}

/** The index prefix shared by every record of the same person's name: "last first". */
export function matchPrefix(a: Name): string {
  return fold(`${a.lastName} ${a.firstName}`);
}

/**
 * Same person by name: first and last names equal once folded; middle names equal too when
 * both records have one (a missing middle name is no objection).
 */
export function namesMatch(a: Name, b: Name): boolean {
  if (fold(a.firstName) !== fold(b.firstName) || fold(a.lastName) !== fold(b.lastName)) return false;
  const am = fold(a.middleName ?? "");
  const bm = fold(b.middleName ?? "");
  return am === "" || bm === "" || am === bm;
}

/** What a name match is worth: both birth dates known and equal → System; one unknown → a suggestion; different → nothing. */
export function matchSource(birthDate: string | null, otherBirthDate: string | null): "System" | "SystemSuggestion" | null {
  if (birthDate && otherBirthDate) return birthDate === otherBirthDate ? "System" : null;
  return "SystemSuggestion";
}

/** How strong a link's provenance is; matching never replaces a link by a weaker one. */
export const SOURCE_RANK: Record<LinkSource, number> = {
  SystemSuggestion: 0,
  System: 1,
  Assignment: 2,
  Author: 2,
  Verification: 3,
};

export type Proposal = { publicationId: string; source: "System" | "SystemSuggestion"; type: AuthorType };

/** Several proposals for one publication: the strongest wins, the first one's type among equals. */
export function strongestProposals(proposals: readonly Proposal[]): Proposal[] {
  const best = new Map<string, Proposal>();
  for (const p of proposals) {
    const current = best.get(p.publicationId);
    if (!current || SOURCE_RANK[p.source] > SOURCE_RANK[current.source]) best.set(p.publicationId, p);
  }
  return [...best.values()];
}

export type MatchPlan = { insert: Proposal[]; upgrade: string[] };

/**
 * What a match writes: new links for publications the author has no link to and no rejection of;
 * a SystemSuggestion upgraded to System when the birth date now confirms it; nothing else (an
 * existing link is never downgraded or retyped).
 */
export function planMatch(
  proposals: readonly Proposal[],
  existing: ReadonlyMap<string, LinkSource>,
  rejected: ReadonlySet<string>,
): MatchPlan {
  const plan: MatchPlan = { insert: [], upgrade: [] };
  for (const p of strongestProposals(proposals)) {
    if (rejected.has(p.publicationId)) continue;
    const source = existing.get(p.publicationId);
    if (source === undefined) plan.insert.push(p);
    else if (source === "SystemSuggestion" && p.source === "System") plan.upgrade.push(p.publicationId);
  }
  return plan;
}

/** The source a manual assignment leaves on an existing link: a suggestion becomes an Assignment, any other source stays. */
export function sourceAfterAssignment(existing: LinkSource): LinkSource {
  return existing === "SystemSuggestion" ? "Assignment" : existing;
}

/** The longest run of plain ASCII letters and digits of a name, lower-cased: a cheap pre-filter over raw text (the match itself is folded). */
export function asciiRun(name: string): string {
  const runs = name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return runs.reduce((a, b) => (b.length > a.length ? b : a), "");
}
