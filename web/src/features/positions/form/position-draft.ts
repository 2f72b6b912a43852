import type { PositionDto } from "@contract/positions";
import { AUTHOR_TYPES } from "@contract/publications";
import * as v from "valibot";
import { rebase } from "../../../lib/form-draft";
import { STORAGE_PREFIX } from "../../../lib/storage";
import { DRAFT_KEY } from "../../../lib/tab-store";
import { type AuthorRowValues, initialAuthorRows, initialPositionValues, newRowKey, POSITION_FIELDS, type PositionFormValues } from "./position-form";

/**
 * A position's form as it stood when the session ended under it (an expired session or a
 * deactivation sends the user to /login, and the dialog goes with the page), or when the page went
 * with the form open (`reloaded`: see keep-while-away). Kept in this tab's
 * sessionStorage under the user's id, so the same user signing in again finds it, and nobody else
 * on a shared computer does; closing the tab forgets it. An edit's draft names the position and
 * the version the form was filled from, and holds what the form opened with (`opened`), so that on
 * return the user's changes are laid over the position as it is then (see rebasePosition).
 */
export type PositionFormState = { values: PositionFormValues; authors: AuthorRowValues[] };
export type PositionDraft = PositionFormState & { edit?: DraftEdit; opened?: PositionFormState; reloaded?: true };
export type DraftEdit = { positionId: string; version: string };

const StoredRows = v.array(v.object({ firstName: v.string(), middleName: v.string(), lastName: v.string(), type: v.picklist(AUTHOR_TYPES) }));
const StoredDraft = v.object({
  values: v.record(v.string(), v.string()),
  authors: StoredRows,
  edit: v.optional(v.object({ positionId: v.pipe(v.string(), v.minLength(1)), version: v.string() })),
  opened: v.optional(v.object({ values: v.record(v.string(), v.string()), authors: StoredRows })),
  reloaded: v.optional(v.literal(true)),
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
export function isUnchangedDraft(draft: PositionDraft, opened: PositionFormState): boolean {
  return (
    POSITION_FIELDS.every((field) => draft.values[field] === opened.values[field]) && sameAuthorRows(draft.authors, opened.authors)
  );
}

/** What the form opens with for `position`. */
export const openedFrom = (position: PositionDto | null): PositionFormState => ({ values: initialPositionValues(position), authors: initialAuthorRows(position) });

/**
 * The saved version with the user's changes laid over it (`typed` over `opened`, as in form-draft's
 * rebase), the authors as one list: the user's where only they changed it, else the saved one.
 * `clashed` names what both changed ("authors" for the list), which shows the saved value.
 */
export function rebasePosition(
  typed: PositionFormState,
  opened: PositionFormState,
  saved: PositionFormState,
): PositionFormState & { kept: string[]; clashed: string[] } {
  const merged = rebase(typed.values, opened.values, saved.values);
  const mine = !sameAuthorRows(typed.authors, opened.authors) && !sameAuthorRows(typed.authors, saved.authors);
  const theirs = !sameAuthorRows(saved.authors, opened.authors);
  return {
    values: merged.values,
    authors: mine && !theirs ? [...typed.authors] : [...saved.authors],
    kept: mine && !theirs ? [...merged.kept, "authors"] : merged.kept,
    clashed: mine && theirs ? [...merged.clashed, "authors"] : merged.clashed,
  };
}

/**
 * A kept draft laid over the form as it opens now (`now`: the position as saved on the user's
 * return). An add's draft, or an edit's kept without what the form opened with (an older one), is
 * the form as it was.
 */
export function restorePositionDraft(draft: PositionDraft, now: PositionFormState | null): PositionFormState & { clashed: string[] } {
  if (!draft.edit || !draft.opened || !now) return { values: draft.values, authors: draft.authors, clashed: [] };
  const { kept: _kept, ...restored } = rebasePosition(draft, draft.opened, now);
  return restored;
}

const fieldsOf = (stored: Record<string, string>): PositionFormValues => {
  const values = initialPositionValues(null);
  for (const field of POSITION_FIELDS) {
    const value = stored[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
};
const withKeys = (rows: Omit<AuthorRowValues, "key">[]): AuthorRowValues[] => rows.map((row) => ({ key: newRowKey(), ...row }));

export function keepPositionDraft(store: Pick<Storage, "setItem">, userId: string, draft: PositionDraft): void {
  const stored = {
    values: draft.values,
    authors: authorRows(draft.authors),
    ...(draft.edit ? { edit: draft.edit } : {}),
    ...(draft.opened ? { opened: { values: draft.opened.values, authors: authorRows(draft.opened.authors) } } : {}),
    ...(draft.reloaded ? { reloaded: true } : {}),
  };
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
  const { edit, opened, reloaded } = parsed.output;
  const draft: PositionDraft = { values: fieldsOf(parsed.output.values), authors: withKeys(parsed.output.authors), ...(reloaded ? { reloaded } : {}) };
  if (edit) return { ...draft, edit, ...(opened ? { opened: { values: fieldsOf(opened.values), authors: withKeys(opened.authors) } } : {}) };
  return isBlankDraft(draft) ? null : draft;
}

export function dropPositionDraft(store: Pick<Storage, "removeItem">, userId: string): void {
  try {
    store.removeItem(keyOf(userId));
  } catch {
    // Nothing to do: a storage that refuses writes holds no draft either.
  }
}

