import { COMPANY_ROLES, type Role } from "@contract/common";
import { fold } from "@contract/fold";
import type { MessageKey } from "@contract/messages";
import {
  type CreatePositionInput,
  type PositionDto,
  type PositionPublicationDto,
  positionGroupKey,
  positionSearchText,
} from "@contract/positions";
import { reportName } from "@contract/reports";
import { actionsFor } from "@contract/session";
import type { Actor } from "../../context";
import { PUBLICATION_FIELDS } from "./positions.publication-columns";
import { typedWords } from "../../lib/search";

/**
 * Pure rules of positions: who may do what (from the same action table the SPA reads, GET
 * /session/permissions), which state allows which change, and the stored shape of a position.
 */

const ACTIONS = new Map<Role, Set<string>>();

/** A session action such as "positions.verify" (contract/session.ts), for a role. */
export function may(role: Role, action: string): boolean {
  let set = ACTIONS.get(role);
  if (!set) ACTIONS.set(role, (set = new Set(actionsFor(role))));
  return set.has(action);
}

export const isCompanyUser = (role: Role) => (COMPANY_ROLES as readonly Role[]).includes(role);

/** Staff read every position; company users their own company's (another company's is "not found"). */
export function canRead(actor: Actor, position: { companyId: string }): boolean {
  return !isCompanyUser(actor.role) || position.companyId === actor.companyId;
}

/**
 * Why the actor may not change (PATCH, DELETE) this readable position, or null when it may:
 * company users change only positions that are not in a report yet (told so first: reverting a
 * verification is not theirs to do); a verified position is nobody's to change (revert it first).
 */
export function changeBlock(actor: Actor, position: { reportId: string | null; isVerified: boolean }): MessageKey | null {
  if (isCompanyUser(actor.role) && position.reportId !== null) return "positionReported";
  if (position.isVerified) return "positionVerified";
  return null;
}

type State = { reportId: string | null; isVerified: boolean; isOutdated: boolean };

/** Verify and mark outdated take an open position of a report. */
export function reviewBlock(position: State): MessageKey | null {
  // Usually a colleague got there first: said as such, not as a fault to undo.
  if (position.isVerified) return "positionAlreadyVerified";
  if (position.isOutdated) return "positionAlreadyOutdated";
  if (position.reportId === null) return "positionNotReported";
  return null;
}

/** Revert takes a verified or outdated position. */
export function revertBlock(position: State): MessageKey | null {
  return position.isVerified || position.isOutdated ? null : "positionNotReviewed";
}

/** A position neither verified nor outdated: what a report's open_positions counts. */
export const isOpen = (position: { isVerified: boolean; isOutdated: boolean }) => !position.isVerified && !position.isOutdated;

// ---------------------------------------------------------------------------------------------
// Stored shape

export type StoredAuthor = { firstName: string; middleName: string | null; lastName: string; type: PositionDto["authors"][number]["type"] };

export type PositionFields = PositionPublicationDto & { authors: StoredAuthor[]; pagesUsed: number; groupKey: string; searchText: string };

export function publicationOf(p: CreatePositionInput["publication"]): PositionPublicationDto {
  return {
    type: p.type,
    title: p.title ?? null,
    publisher: p.publisher ?? null,
    link: p.link ?? null,
    publicationYear: p.publicationYear ?? null,
    editionNumber: p.editionNumber ?? null,
    isbn: p.isbn ?? null,
    issn: p.issn ?? null,
    articleTitle: p.articleTitle ?? null,
    articleDoi: p.articleDoi ?? null,
    magazineTitle: p.magazineTitle ?? null,
  };
}

export function authorsOf(authors: CreatePositionInput["authors"]): StoredAuthor[] {
  return authors.map((a) => ({ firstName: a.firstName, middleName: a.middleName ?? null, lastName: a.lastName, type: a.type }));
}

/** The stored columns of a position: as entered, plus its group key and search text (contract helpers). */
export function positionFields(publication: PositionPublicationDto, authors: StoredAuthor[], pagesUsed: number): PositionFields {
  return { ...publication, authors, pagesUsed, groupKey: positionGroupKey(publication), searchText: positionSearchText(publication, authors) };
}

export function pickPublication(row: PositionPublicationDto): PositionPublicationDto {
  return Object.fromEntries(PUBLICATION_FIELDS.map((k) => [k, row[k]])) as PositionPublicationDto;
}

export type PositionRowLike = PositionPublicationDto & {
  id: string;
  companyId: string;
  companyName: string;
  reportId: string | null;
  reportYear: number | null;
  reportQuarter: number | null;
  authors: StoredAuthor[];
  pagesUsed: number;
  publicationId: string | null;
  isVerified: boolean;
  isOutdated: boolean;
  createdOn: string;
  createdBy: string | null;
  updatedOn: string;
  verifiedOn: string | null;
  verifiedBy: string | null;
};

export function toPositionDto(row: PositionRowLike): PositionDto {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    reportId: row.reportId,
    reportName: row.reportId !== null && row.reportYear !== null && row.reportQuarter !== null ? reportName(row.reportYear, row.reportQuarter) : null,
    publication: pickPublication(row),
    authors: row.authors.map((a) => ({ firstName: a.firstName, middleName: a.middleName ?? null, lastName: a.lastName, type: a.type })),
    pagesUsed: row.pagesUsed,
    publicationId: row.publicationId,
    isReported: row.reportId !== null,
    isVerified: row.isVerified,
    isOutdated: row.isOutdated,
    createdOn: row.createdOn,
    createdBy: row.createdBy,
    updatedOn: row.updatedOn,
    verifiedOn: row.verifiedOn,
    verifiedBy: row.verifiedBy,
  };
}

// ---------------------------------------------------------------------------------------------
// Report counters

/** A change to a report's counters; `open` counts positions neither verified nor outdated. */
export type ReportDelta = { reportId: string; amount: number; pages: number; open: number };

/** Sums deltas per report, dropping the ones that change nothing. */
export function sumDeltas(deltas: readonly ReportDelta[]): ReportDelta[] {
  const byReport = new Map<string, ReportDelta>();
  for (const d of deltas) {
    const sum = byReport.get(d.reportId) ?? { reportId: d.reportId, amount: 0, pages: 0, open: 0 };
    sum.amount += d.amount;
    sum.pages += d.pages;
    sum.open += d.open;
    byReport.set(d.reportId, sum);
  }
  return [...byReport.values()].filter((d) => d.amount !== 0 || d.pages !== 0 || d.open !== 0);
}

/** A report is verified once it has positions and none of them is open. */
export const reportIsVerified = (counters: { positionsAmount: number; openPositions: number }) =>
  counters.positionsAmount > 0 && counters.openPositions === 0;

// ---------------------------------------------------------------------------------------------
// Search

/** Trigrams need 3 characters. */
export const MIN_FTS_WORD = 3;
const MAX_WORDS = 6;

/** The words of `q`, folded like search_text (contract fold), without repeats. */
export function searchWords(q: string | undefined): string[] {
  return typedWords(fold(q ?? ""), MAX_WORDS);
}

/** An FTS5 string literal: the word in double quotes, quotes doubled, so no query syntax gets through. */
export function ftsPhrase(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}
