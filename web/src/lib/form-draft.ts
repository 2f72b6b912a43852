import * as v from "valibot";
import { STORAGE_PREFIX } from "./storage";
import { DRAFT_KEY } from "./tab-store";

/**
 * A catalogue form (publication, author, company) as it stood when the session ended under it (an
 * expired session or a deactivation sends the user to /login and the dialog goes with the page), or
 * when the page went with the form open (`reloaded`: see keep-while-away). Kept in this tab's
 * sessionStorage under the user's id (see tab-store), so the same user signing
 * in again finds it and nobody else on a shared computer does.
 *
 * `values` holds only the fields the user changed from what the form opened with, and `opened` what
 * those fields held then, so an edit's changes are laid over the record as it is on their return
 * by the same rule as "Load the saved version" (`rebase`): a colleague's change to another field
 * stays, and one to the same field is told, not overwritten. `rows` is the form's own list (a new
 * publication's authors), checked by the form that reads it back.
 */
export type FormDraft = { values: Record<string, string>; opened?: Record<string, string>; rows?: unknown; edit?: DraftEdit; reloaded?: true };
export type DraftEdit = { id: string; version: string };

const Stored = v.object({
  values: v.record(v.string(), v.string()),
  opened: v.optional(v.record(v.string(), v.string())),
  rows: v.optional(v.unknown()),
  edit: v.optional(v.object({ id: v.pipe(v.string(), v.minLength(1)), version: v.string() })),
  reloaded: v.optional(v.literal(true)),
});

const keyOf = (form: string, userId: string) => `${STORAGE_PREFIX}${DRAFT_KEY}${form}:${userId}`;

/** The fields of `values` that differ from `opened`. */
export function changedFields<K extends string>(values: Readonly<Record<K, string>>, opened: Readonly<Record<K, string>>): Partial<Record<K, string>> {
  const changed: Partial<Record<K, string>> = {};
  for (const field of Object.keys(values) as K[]) if (values[field] !== opened[field]) changed[field] = values[field];
  return changed;
}

/** What to keep of a form: the fields changed from `opened`, and what each of them held there. */
export function changesOf<K extends string>(values: Readonly<Record<K, string>>, opened: Readonly<Record<K, string>>): Pick<FormDraft, "values" | "opened"> {
  const changed = changedFields(values, opened);
  const was: Record<string, string> = {};
  for (const field of Object.keys(changed) as K[]) was[field] = opened[field];
  return { values: changed as Record<string, string>, opened: was };
}

/**
 * What a catalogue form keeps when the session ends under it: its changes from `opened` and, for an
 * edit, the record and version they were made on.
 */
export function draftOf<K extends string>(
  values: Readonly<Record<K, string>>,
  opened: Readonly<Record<K, string>>,
  record: { id: string } | null,
  version: string | undefined,
): FormDraft {
  return { ...changesOf(values, opened), ...(record ? { edit: { id: record.id, version: version ?? "" } } : {}) };
}

/** `opened` with a draft's changes laid over it; fields the form does not know are dropped. */
export function withDraft<K extends string>(opened: Readonly<Record<K, string>>, draft: FormDraft | null | undefined): Record<K, string> {
  const values: Record<K, string> = { ...opened };
  if (!draft) return values;
  for (const field of Object.keys(opened) as K[]) {
    const kept = draft.values[field];
    if (kept !== undefined) values[field] = kept;
  }
  return values;
}

const hasRows = (rows: unknown) => Array.isArray(rows) && rows.length > 0;

/** Whether a draft holds anything to bring back. */
export function holdsWork(draft: FormDraft): boolean {
  return Object.keys(draft.values).length > 0 || hasRows(draft.rows);
}

export function keepFormDraft(store: Pick<Storage, "setItem">, form: string, userId: string, draft: FormDraft): void {
  if (!holdsWork(draft)) return;
  try {
    store.setItem(keyOf(form, userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the draft is lost, as it was before drafts were kept.
  }
}

/** The user's kept draft of `form`, if any, well-formed and holding work. */
export function readFormDraft(store: Pick<Storage, "getItem">, form: string, userId: string): FormDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(keyOf(form, userId)) ?? "null");
  } catch {
    return null;
  }
  const parsed = v.safeParse(Stored, raw);
  if (!parsed.success) return null;
  const { values, opened, rows, edit, reloaded } = parsed.output;
  const draft: FormDraft = {
    values,
    ...(opened ? { opened } : {}),
    ...(rows === undefined ? {} : { rows }),
    ...(edit ? { edit } : {}),
    ...(reloaded ? { reloaded } : {}),
  };
  return holdsWork(draft) ? draft : null;
}

export function dropFormDraft(store: Pick<Storage, "removeItem">, form: string, userId: string): void {
  try {
    store.removeItem(keyOf(form, userId));
  } catch {
    // Nothing to do: a storage that refuses writes holds no draft either.
  }
}

/** What reloading a form after a colleague's save did with the user's changes (field names). */
export type Rebased<K extends string> = { values: Record<K, string>; kept: K[]; clashed: K[] };

/**
 * The saved version with the user's changes laid over it where the colleague left the field as it
 * was: `typed` is the form, `opened` what it was filled from, `saved` the version saved since. A
 * field both changed (to different values) shows the saved value, so nobody's change is overwritten
 * unseen; those are `clashed`, the user's changes that stay are `kept`.
 */
export function rebase<K extends string>(typed: Readonly<Record<K, string>>, opened: Readonly<Record<K, string>>, saved: Readonly<Record<K, string>>): Rebased<K> {
  const values: Record<K, string> = { ...saved };
  const kept: K[] = [];
  const clashed: K[] = [];
  for (const field of Object.keys(saved) as K[]) {
    if (typed[field] === undefined || typed[field] === opened[field] || typed[field] === saved[field]) continue;
    if (saved[field] === opened[field]) {
      values[field] = typed[field];
      kept.push(field);
    } else clashed.push(field);
  }
  return { values, kept, clashed };
}

/**
 * A kept draft laid over the form as it opens now (`now`: the record as saved on the user's return,
 * or the new form with what it is given). A field a colleague also changed meanwhile shows their
 * value and is `clashed`. An add has no colleague's version to clash with, and a draft kept without
 * what its fields held (an older one) is laid over as it is.
 */
export function restoreDraft<K extends string>(now: Readonly<Record<K, string>>, draft: FormDraft | null | undefined): Rebased<K> {
  const typed = withDraft(now, draft);
  if (!draft?.edit || !draft.opened) return { values: typed, kept: Object.keys(changedFields(typed, now)) as K[], clashed: [] };
  return rebase(typed, withDraft(now, { values: draft.opened }), now);
}
