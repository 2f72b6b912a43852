import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import useSWR from "swr";
import { ApiError } from "../lib/api-client";
import { dropFormDraft, type FormDraft, keepFormDraft, readFormDraft } from "../lib/form-draft";
import { useSession } from "../lib/session";
import { storage } from "../lib/storage";
import { tabStore } from "../lib/tab-store";
import { infoBox } from "./info-box";
import { notify } from "./ui/toaster";

/**
 * Keeps what `current` gives (the form's changes) for the same user's return, when the form goes
 * because the session ended under it: the access token is gone by then. Closed or saved with the
 * session alive, nothing is kept.
 */
export function useKeepOnSessionEnd(form: string, current: () => FormDraft): void {
  const userId = useSession().user?.userId ?? null;
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    if (!userId) return;
    const box = latest;
    return () => {
      if (storage.get("accessToken")) return;
      keepFormDraft(tabStore(), form, userId, box.current());
    };
  }, [form, userId]);
}

/**
 * The user's kept draft of `form`, read on the page's first render and forgotten at once: the form
 * it opens keeps it again if the session ends once more, and closing or saving that form leaves
 * nothing to open on the next visit.
 */
export function useKeptFormDraft(form: string): FormDraft | null {
  const userId = useSession().user?.userId ?? null;
  const [draft] = useState(() => (userId ? readFormDraft(tabStore(), form, userId) : null));
  useEffect(() => {
    if (userId) dropFormDraft(tabStore(), form, userId);
  }, [form, userId]);
  return draft;
}

type KeptEditProps<T> = {
  form: string;
  /** A kept draft; only an edit's opens here. */
  draft: FormDraft | null;
  /** The record's SWR key, read afresh with `load`. */
  recordKey: (id: string) => string;
  load: (key: string) => Promise<T>;
  /** Said when the record is gone. */
  deletedMessage: string;
  /** After the kept edit was saved (the form has closed). */
  onSaved: () => void;
  /** The edit form on the record as it is now, given the handlers to close it with. */
  children: (record: T, handlers: { onClose: () => void; onSaved: () => void }) => ReactNode;
};

/**
 * An edit's kept form, opened again on the record as it is now (it may have been changed or deleted
 * while the user was signed out). A deleted record is said, not opened; a read that failed keeps the
 * draft for the next visit.
 */
export function KeptEditDialog<T>({ form, draft, recordKey, load, deletedMessage, onSaved, children }: KeptEditProps<T>) {
  const { t } = useLingui();
  const userId = useSession().user?.userId ?? null;
  const edit = draft?.edit;
  const [closed, setClosed] = useState(false);
  const { data, error } = useSWR<T>(edit ? recordKey(edit.id) : null, load, { revalidateOnFocus: false, revalidateIfStale: false });
  const outcome = error ? (error instanceof ApiError && error.status === 404 ? "deleted" : "unread") : null;
  const told = useRef(false);
  useEffect(() => {
    if (!outcome || told.current || !draft) return;
    told.current = true;
    if (outcome === "unread") {
      if (userId) keepFormDraft(tabStore(), form, userId, draft);
      notify.error({ title: t`Your changes could not be brought back just now`, description: t`Reload the page to try again.` });
      return;
    }
    notify.error({ title: t`Your changes were not brought back`, description: deletedMessage });
  }, [outcome, draft, userId, form, deletedMessage, t]);
  if (!edit || !data || outcome || closed) return null;
  const onClose = () => setClosed(true);
  return children(data, {
    onClose,
    onSaved: () => {
      onClose();
      onSaved();
    },
  });
}

const restoredNote = cx(infoBox, css({ display: "block" }));

/** Above a form filled in again from a draft: what happened, and what to check. */
export function RestoredDraftNote({ draft, version }: { draft: FormDraft; version: string | undefined }) {
  const { t } = useLingui();
  return (
    <output className={restoredNote}>
      {!draft.edit
        ? t`Your session ended while you were filling in this form. What you had entered is back: check it, then choose Add.`
        : draft.edit.version === version
          ? t`Your session ended while you were making these changes. They are back: check them, then save.`
          : t`Your session ended while you were making these changes, and someone else has changed this record since. Your changes are back, over the record as it is now: check them before you save.`}
    </output>
  );
}
