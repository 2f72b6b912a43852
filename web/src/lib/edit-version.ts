import { translateMessage } from "@contract/messages";
import { useState } from "react";
import { ApiError } from "./api-error";

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
} {
  const [record, setRecord] = useState(initial);
  const [generation, setGeneration] = useState(0);
  const onRefused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void revalidate();
  };
  const reloadInto = (apply: (fresh: T) => ReloadOutcome | void) =>
    record
      ? async () => {
          const fresh = await load(record.id);
          setRecord(fresh);
          setGeneration((n) => n + 1);
          return apply(fresh);
        }
      : undefined;
  return { record, version: record ? versionOf(record) : undefined, onRefused, reloadInto, generation };
}
