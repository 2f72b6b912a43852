import { useLingui } from "@lingui/react/macro";
import { useSWRConfig } from "swr";
import { ApiError } from "../lib/api-error";
import { notify } from "./ui/toaster";

/** A 404 answering an action on a record the screen showed: someone deleted it meanwhile. */
export function isGone(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What a dialog does when its record is gone: there is nothing left to save or delete, so instead
 * of a refusal inside the dialog the user is told why, and every list on screen is read again so
 * the stale row goes.
 */
export function useReportGone(): (error: ApiError) => void {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  return (error) => {
    notify.error({
      title: error.title || t`Not found.`,
      description: t`Someone may have deleted it in the meantime. The lists have been refreshed.`,
    });
    void mutate(() => true);
  };
}
