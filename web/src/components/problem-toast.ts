import { plural, t } from "@lingui/core/macro";
import type { ApiError } from "../lib/api-error";
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

/**
 * The line under a failure's title: how long to wait after a 429, or, when the call never reached
 * the server, that the connection is the cause (a form's own title, "Signing in failed", does not say).
 */
export function problemHint(error: ApiError, title: string): string | undefined {
  if (error.status !== 0) return waitHint(error);
  const network = t`Network error. Check your connection and try again.`;
  return network === title ? undefined : network;
}

/** product.md §8: a failed call's toast names the problem's title, else its status, and the hint above. */
export function notifyProblem(error: ApiError, fallbackTitle: string): void {
  const title = problemTitle(error, fallbackTitle);
  notify.error({ title, description: problemHint(error, title) });
}
