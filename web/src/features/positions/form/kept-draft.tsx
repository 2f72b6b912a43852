import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/session";
import { tabStore } from "../../../lib/tab-store";
import { positionKey } from "../api/keys";
import { fetchJson } from "../api/positions-api";
import { dropPositionDraft, keepPositionDraft, type PositionDraft, readPositionDraft } from "./position-draft";
import { PositionFormDialog } from "./position-form-dialog";

/**
 * The user's position form kept when their session ended under it, read on the page's first render
 * and forgotten at once: the form it opens keeps it again if the session ends once more, and
 * closing it or saving leaves nothing to open on the next visit.
 */
export function useKeptPositionDraft(): PositionDraft | null {
  const userId = useSession().user?.userId ?? null;
  const [draft] = useState(() => (userId ? readPositionDraft(tabStore(), userId) : null));
  useEffect(() => {
    if (userId) dropPositionDraft(tabStore(), userId);
  }, [userId]);
  return draft;
}

type KeptEditProps = {
  /** A kept draft; only an edit's opens here. */
  draft: PositionDraft | null;
  /** Whether this screen may still change the position as it is now. */
  canEdit: (position: PositionDto) => boolean;
  onSaved: () => void;
};

/**
 * An edit's kept form, opened again on the position as it is now (read afresh: it may have been
 * changed, reported, verified or deleted while the user was signed out). What can no longer be
 * saved is said, not opened; a read that failed keeps the draft for the next visit.
 */
export function KeptEditDialog({ draft, canEdit, onSaved }: KeptEditProps) {
  const { t } = useLingui();
  const userId = useSession().user?.userId ?? null;
  const edit = draft?.edit;
  const [closed, setClosed] = useState(false);
  const { data, error } = useSWR<PositionDto>(edit ? positionKey(edit.positionId) : null, fetchJson, { revalidateOnFocus: false });
  const outcome = error ? (error instanceof ApiError && error.status === 404 ? "deleted" : "unread") : data && !canEdit(data) ? "locked" : null;
  const told = useRef(false);
  useEffect(() => {
    if (!outcome || told.current || !draft) return;
    told.current = true;
    if (outcome === "unread") {
      if (userId) keepPositionDraft(tabStore(), userId, draft);
      notify.error({ title: t`Your changes to a position could not be brought back just now`, description: t`Reload the page to try again.` });
      return;
    }
    notify.error({
      title: t`Your changes to a position were not brought back`,
      description:
        outcome === "deleted"
          ? t`The position was deleted in the meantime.`
          : t`In the meantime the position was verified or went into a report, so it can no longer be changed here.`,
    });
  }, [outcome, draft, userId, t]);
  if (!edit || !data || outcome) return null;
  return <PositionFormDialog open={!closed} onOpenChange={(open) => !open && setClosed(true)} position={data} draft={draft} onSaved={onSaved} />;
}
