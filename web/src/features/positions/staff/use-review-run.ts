import { translateMessage, type MessageKey } from "@contract/messages";
import { useCallback, useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { markPositionsOutdated, revertPositions, verifyPositions } from "../api/positions-api";
import { useRevalidatePositions } from "../api/use-positions";
import { chunkIds } from "./queue-query";

/** Rounds of `next` at most: a group of 50,000 positions is 50 calls; more is a runaway. */
const MAX_ROUNDS = 100;

export type RunOptions = {
  publicationId?: string;
  /** How many positions the whole run covers, when `ids` is only the first batch of them. */
  total?: number;
  /** After the given ids: the next ids to run (say, a group's remaining positions, read again); empty stops. */
  next?: () => Promise<readonly string[]>;
};

export type ReviewKind = "verify" | "outdated" | "revert";

/** A refused or failed run: the error of the call that failed and how many positions the calls before it changed. */
export type ReviewFailure = { error: unknown; ids: readonly string[]; done: number; total: number };

const call = (kind: ReviewKind, ids: readonly string[], publicationId: string | undefined) =>
  kind === "verify" ? verifyPositions(ids, publicationId) : kind === "outdated" ? markPositionsOutdated(ids) : revertPositions(ids);

/** Where each action takes a position: a refusal saying a position is there already. */
const ALREADY: Record<ReviewKind, MessageKey> = { verify: "positionAlreadyVerified", outdated: "positionAlreadyOutdated", revert: "positionNotReviewed" };

/**
 * The positions of a refused call that are already where the action takes them (the same action
 * sent before, its answer lost; or a colleague), when that is the whole refusal: else null.
 */
export function alreadyThere(kind: ReviewKind, error: unknown, ids: readonly string[]): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const said = new Set([translateMessage(ALREADY[kind], "pl"), translateMessage(ALREADY[kind], "en")]);
  const there: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const index = /^ids\.(\d+)$/.exec(key)?.[1];
    const id = index === undefined ? undefined : ids[Number(index)];
    if (id === undefined || !messages.every((m) => said.has(m))) return null;
    there.push(id);
  }
  return there.length ? there : null;
}

/**
 * Runs verify / mark outdated / revert over any number of positions in calls of at most 1,000
 * (each call is all or nothing), reporting progress; stops at the first refusal. A call refused
 * only because some positions are already there is sent again without them, which are counted as
 * `already` (a retry after a lost answer succeeds rather than saying nothing was changed). The lists
 * are revalidated afterwards either way, since earlier calls may have changed positions.
 */
export function useReviewRun() {
  const revalidate = useRevalidatePositions();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<ReviewFailure | null>(null);

  const run = useCallback(
    async (kind: ReviewKind, ids: readonly string[], options: RunOptions = {}): Promise<{ done: number; already: number; failure: ReviewFailure | null }> => {
      const total = Math.max(options.total ?? ids.length, ids.length);
      let done = 0;
      let already = 0;
      setFailure(null);
      setProgress({ done, total });
      let failed: ReviewFailure | null = null;
      let pending = chunkIds(ids);
      for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round++) {
        for (let chunk of pending) {
          try {
            let result;
            try {
              result = await call(kind, chunk, options.publicationId);
            } catch (error) {
              const there = alreadyThere(kind, error, chunk);
              if (!there) throw error;
              already += there.length;
              chunk = chunk.filter((id) => !there.includes(id));
              result = chunk.length ? await call(kind, chunk, options.publicationId) : { updated: 0 };
            }
            done += result.updated;
            setProgress({ done: done + already, total: Math.max(total, done + already) });
          } catch (error) {
            failed = { error, ids: chunk, done, total };
            break;
          }
        }
        if (failed || !options.next || done + already >= total) break;
        try {
          pending = chunkIds(await options.next());
        } catch (error) {
          failed = { error, ids: [], done, total };
        }
      }
      setProgress(null);
      setFailure(failed);
      void revalidate();
      return { done, already, failure: failed };
    },
    [revalidate],
  );

  return { run, progress, failure, running: progress !== null, clearFailure: () => setFailure(null) };
}
