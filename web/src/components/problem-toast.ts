import { plural, t } from "@lingui/core/macro";
import type { ApiError } from "../lib/api-client";
import { problemTitle } from "./problem-alert";
import { notify } from "./ui/toaster";

/** How long a rate-limited user waits, from the 429's Retry-After, or nothing when the server did not say. */
export function waitHint(error: ApiError): string | undefined {
  const seconds = error.status === 429 ? error.retryAfter : undefined;
  if (seconds === undefined || seconds <= 0) return undefined;
  if (seconds < 60) return t({ message: plural(seconds, { one: "Try again in # second.", other: "Try again in # seconds." }) });
  const minutes = Math.ceil(seconds / 60);
  return t({ message: plural(minutes, { one: "Try again in # minute.", other: "Try again in # minutes." }) });
}

/** product.md §8: a failed call's toast names the problem's title, else its status; a 429 also says how long to wait. */
export function notifyProblem(error: ApiError, fallbackTitle: string): void {
  notify.error({
    title: problemTitle(error, fallbackTitle),
    description: waitHint(error),
  });
}
