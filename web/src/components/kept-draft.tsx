import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import useSWR from "swr";
import { ApiError } from "../lib/api-error";
import { fieldLabels } from "../lib/field-label";
import { dropFormDraft, type FormDraft, holdsWork, keepFormDraft, readFormDraft } from "../lib/form-draft";
import { useKeepWhileAway } from "../lib/keep-while-away";
import { useSession } from "../lib/session";
import { storage } from "../lib/storage";
import { tabStore } from "../lib/tab-store";
import { infoBox } from "./info-box";
import { notify } from "./ui/toaster";

/**
 * Keeps what `current` gives (the form's changes) for the same user's return: when the form goes
 * because the session ended under it (the access token is gone by then), and when the page goes
 * with it open (a reload; see useKeepWhileAway), marked `reloaded`. Closed or saved with the session
 * alive, nothing is kept. A form opened on a kept draft (`restored`) forgets the stored one as it
 * shows: what it brought back is in the form now, kept again should it go once more.
 */
export function useKeepOnLeave(form: string, current: () => FormDraft, restored?: FormDraft | null): void {
  const userId = useSession().user?.userId ?? null;
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const shown = Boolean(restored);
  useEffect(() => {
    if (userId && shown) dropFormDraft(tabStore(), form, userId);
  }, [form, userId, shown]);
  useEffect(() => {
    if (!userId) return;
    const box = latest;
    return () => {
      if (storage.get("accessToken")) return;
      keepFormDraft(tabStore(), form, userId, box.current());
    };
  }, [form, userId]);
  useKeepWhileAway(
    () => {
      const draft = latest.current();
      if (!userId || !holdsWork(draft)) return false;
      keepFormDraft(tabStore(), form, userId, { ...draft, reloaded: true });
      return true;
    },
    () => {
      if (userId) dropFormDraft(tabStore(), form, userId);
    },
  );
}

/**
 * The user's kept draft of `form`, read on the page's first render. It stays stored until a form
 * shows it (see useKeepOnLeave) or its record is found deleted: a page that is still loading,
 * or failed to, and renders no dialog yet loses nothing.
 */
export function useKeptFormDraft(form: string): FormDraft | null {
  const userId = useSession().user?.userId ?? null;
  const [draft] = useState(() => (userId ? readFormDraft(tabStore(), form, userId) : null));
  return draft;
}

type KeptEditProps<T> = {
  form: string;
  /** A kept draft; only an edit's opens here. */
  draft: FormDraft | null;
  /** The record's path, read afresh with `load` (under a cache key of this dialog's own). */
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
 * while the user was signed out). A deleted record is said, and its draft forgotten; a read that
 * failed leaves the draft stored for the next visit.
 */
export function KeptEditDialog<T>({ form, draft, recordKey, load, deletedMessage, onSaved, children }: KeptEditProps<T>) {
  const { t } = useLingui();
  const userId = useSession().user?.userId ?? null;
  const edit = draft?.edit;
  const [closed, setClosed] = useState(false);
  // A key of its own: sharing the page's (a dashboard's record) would read that record again each
  // time this mounts, and a page that renders its dialogs beside "not found" would never settle.
  const { data, error } = useSWR<T, unknown, readonly [string, string] | null>(edit ? ["kept-draft", recordKey(edit.id)] : null, ([, key]) => load(key), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const outcome = error ? (error instanceof ApiError && error.status === 404 ? "deleted" : "unread") : null;
  const told = useRef(false);
  useEffect(() => {
    if (!outcome || told.current || !draft) return;
    told.current = true;
    if (outcome === "unread") {
      notify.error({ title: t`Your changes could not be brought back just now`, description: t`Reload the page to try again.` });
      return;
    }
    if (userId) dropFormDraft(tabStore(), form, userId);
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

/**
 * A restored form's note; `text` says it given the labels of the `clashed` fields, read from the
 * form once its fields show (none while unread, or where a field has no label).
 */
export function RestoredNote({ clashed, text }: { clashed: readonly string[]; text: (labels: string[]) => string }) {
  const ref = useRef<HTMLOutputElement>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const key = clashed.join("\n");
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLabels(fieldLabels(ref.current?.closest("form") ?? null, key ? key.split("\n") : [])));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return (
    <output ref={ref} className={restoredNote}>
      {text(labels)}
    </output>
  );
}

/**
 * Above a form filled in again from a draft: what happened, and what to check. `clashed` are the
 * fields a colleague changed too meanwhile, which show their value; named by the form's labels.
 */
export function RestoredDraftNote({ draft, version, clashed = [] }: { draft: FormDraft; version: string | undefined; clashed?: readonly string[] }) {
  const { t } = useLingui();
  return (
    <RestoredNote
      clashed={clashed}
      text={(labels) => {
        const names = labels.join(", ");
        const lead = !draft.edit
          ? draft.reloaded
            ? t`The page was reloaded while you were filling in this form.`
            : t`Your session ended while you were filling in this form.`
          : draft.reloaded
            ? t`The page was reloaded while you were making these changes.`
            : t`Your session ended while you were making these changes.`;
        const rest = !draft.edit
          ? t`What you had entered is back: check it, then choose Add.`
          : draft.edit.version === version
            ? t`Your changes are back: check them, then save.`
            : clashed.length === 0
              ? t`Someone else has changed this record since. Your changes are back, over the record as it is now: check them before you save.`
              : labels.length === 0
                ? t`Someone else has changed this record since, some of it where you had too: that shows their value. Your other changes are back, over the record as it is now: check them before you save.`
                : t`Someone else has changed this record since, some of the same fields too (${names}): those show their value. Your other changes are back, over the record as it is now: check them before you save.`;
        return `${lead} ${rest}`;
      }}
    />
  );
}
