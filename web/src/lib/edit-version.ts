import { translateMessage } from "@contract/messages";
import { useRef, useState } from "react";
import { ApiError, isUnanswered } from "./api-error";

/** A 409 because someone else saved the record since the form was filled (not a rule's refusal, such as a taken e-mail). */
export function isChangedMeanwhile(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.detail) return false;
  // The server says it in the request's language, which a switch of language may have changed since.
  return error.detail === translateMessage("changedConcurrently", "pl") || error.detail === translateMessage("changedConcurrently", "en");
}

/** What a reload kept of the user's changes (see form-draft rebase): field names. */
export type ReloadOutcome = { kept: readonly string[]; clashed: readonly string[] };

/**
 * The record an edit form works on, and its version (sent back in If-Match; see ifMatch): the one
 * the form was filled from, kept while the lists behind it are read again. `onRefused` reads them
 * again after a 409. After a colleague's change saved meanwhile, `reloadInto(apply)` gives the
 * FormDialog's onReload: it reads the record as it is now and the form takes it (its values, which
 * `apply` puts into the fields, keeping what it can of the user's changes and saying so; its
 * version), and `generation` moves on. Adding a record, there is nothing to reload: undefined.
 *
 * `saveEdit(send)` sends a change of the record: `send(base, version)` makes it against `base` under
 * `version`. A save whose answer never came may have been stored, and the next one, sent under the
 * version before it, was refused as a colleague's change (and "load the saved version" then put the
 * lost save's values over the newer typing). So it is first sent again as it was: the server
 * answers 200 with the record when it already has that change (RFC 9110 §13.1.1), or applies it now,
 * and the next save goes as the change against that record, under its version. A colleague's
 * change since is still caught: a form that sends all its fields is refused (its replay differs from
 * what is stored), and one that sends its changes alone sends the next as changes against theirs.
 */
export function useEditedRecord<T extends { id: string }>(
  initial: T | null,
  versionOf: (record: T) => string | undefined,
  revalidate: () => unknown,
  load: (id: string) => Promise<T>,
): {
  record: T | null;
  version: string | undefined;
  onRefused: (error: unknown) => void;
  reloadInto: (apply: (fresh: T) => ReloadOutcome | void) => (() => Promise<ReloadOutcome | void>) | undefined;
  generation: number;
  saveEdit: (send: (base: T, version: string | undefined) => Promise<T>) => Promise<T>;
} {
  const [record, setRecord] = useState(initial);
  const unanswered = useRef<(() => Promise<T>) | null>(null);
  const [generation, setGeneration] = useState(0);
  const onRefused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void revalidate();
  };
  const reloadInto = (apply: (fresh: T) => ReloadOutcome | void) =>
    record
      ? async () => {
          const fresh = await load(record.id);
          unanswered.current = null;
          setRecord(fresh);
          setGeneration((n) => n + 1);
          return apply(fresh);
        }
      : undefined;
  const saveEdit = async (send: (base: T, version: string | undefined) => Promise<T>) => {
    if (!record) throw new Error("saveEdit needs a record to change");
    let base = record;
    const replay = unanswered.current;
    if (replay) {
      try {
        base = await replay();
      } catch (error) {
        if (!isUnanswered(error)) unanswered.current = null;
        throw error;
      }
      unanswered.current = null;
      setRecord(base);
    }
    try {
      return await send(base, versionOf(base));
    } catch (error) {
      if (isUnanswered(error)) unanswered.current = () => send(base, versionOf(base));
      throw error;
    }
  };
  return { record, version: record ? versionOf(record) : undefined, onRefused, reloadInto, generation, saveEdit };
}
