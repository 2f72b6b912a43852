import { AUTHOR_TYPES } from "@contract/publications";
import * as v from "valibot";
import { STORAGE_PREFIX } from "../../../lib/storage";
import { DRAFT_KEY } from "../../../lib/tab-store";
import { type AuthorRowValues, initialPositionValues, newRowKey, POSITION_FIELDS, type PositionFormValues } from "./position-form";

/**
 * A position's form as it stood when the session ended under it (an expired session or a
 * deactivation sends the user to /login, and the dialog goes with the page). Kept in this tab's
 * sessionStorage under the user's id, so the same user signing in again finds it, and nobody else
 * on a shared computer does; closing the tab forgets it. An edit's draft names the position and
 * the version the form was filled from.
 */
export type PositionDraft = { values: PositionFormValues; authors: AuthorRowValues[]; edit?: DraftEdit };
export type DraftEdit = { positionId: string; version: string };

const StoredDraft = v.object({
  values: v.record(v.string(), v.string()),
  authors: v.array(v.object({ firstName: v.string(), middleName: v.string(), lastName: v.string(), type: v.picklist(AUTHOR_TYPES) })),
  edit: v.optional(v.object({ positionId: v.pipe(v.string(), v.minLength(1)), version: v.string() })),
});

const keyOf = (userId: string) => `${STORAGE_PREFIX}${DRAFT_KEY}position:${userId}`;

/** Nothing typed: the empty form's values, no authors. (A valid code from the ISBN/ISSN/DOI box is in its field.) */
export function isBlankDraft(draft: PositionDraft): boolean {
  const empty = initialPositionValues(null);
  return draft.authors.length === 0 && POSITION_FIELDS.every((field) => draft.values[field] === empty[field]);
}

const authorRows = (rows: readonly AuthorRowValues[]) => rows.map(({ key: _key, ...row }) => row);

/** Whether two lists of author rows hold the same authors in the same order (their React keys aside). */
export function sameAuthorRows(a: readonly AuthorRowValues[], b: readonly AuthorRowValues[]): boolean {
  return JSON.stringify(authorRows(a)) === JSON.stringify(authorRows(b));
}

/** Whether an edit's form holds what the position held when it was opened: nothing to keep. */
export function isUnchangedDraft(draft: PositionDraft, opened: { values: PositionFormValues; authors: AuthorRowValues[] }): boolean {
  return (
    POSITION_FIELDS.every((field) => draft.values[field] === opened.values[field]) && sameAuthorRows(draft.authors, opened.authors)
  );
}

export function keepPositionDraft(store: Pick<Storage, "setItem">, userId: string, draft: PositionDraft): void {
  const stored = { values: draft.values, authors: authorRows(draft.authors), ...(draft.edit ? { edit: draft.edit } : {}) };
  try {
    store.setItem(keyOf(userId), JSON.stringify(stored));
  } catch {
    // Storage full or refused (private mode): the draft is lost, as it was before drafts were kept.
  }
}

/** The user's kept draft, if any and well-formed; fields the form does not know are dropped. */
export function readPositionDraft(store: Pick<Storage, "getItem">, userId: string): PositionDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(keyOf(userId)) ?? "null");
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredDraft, raw);
  if (!parsed.success) return null;
  const values = initialPositionValues(null);
  for (const field of POSITION_FIELDS) {
    const value = parsed.output.values[field];
    if (value !== undefined) values[field] = value;
  }
  const draft: PositionDraft = { values, authors: parsed.output.authors.map((row) => ({ key: newRowKey(), ...row })) };
  if (parsed.output.edit) return { ...draft, edit: parsed.output.edit };
  return isBlankDraft(draft) ? null : draft;
}

export function dropPositionDraft(store: Pick<Storage, "removeItem">, userId: string): void {
  try {
    store.removeItem(keyOf(userId));
  } catch {
    // Nothing to do: a storage that refuses writes holds no draft either.
  }
}

