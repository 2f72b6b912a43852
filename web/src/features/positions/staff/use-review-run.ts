import { useCallback, useState } from "react";
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

/**
 * Runs verify / mark outdated / revert over any number of positions in calls of at most 1,000
 * (each call is all or nothing), reporting progress; stops at the first refusal. The lists are
 * revalidated afterwards either way, since earlier calls may have changed positions.
 */
export function useReviewRun() {
  const revalidate = useRevalidatePositions();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<ReviewFailure | null>(null);

  const run = useCallback(
    async (kind: ReviewKind, ids: readonly string[], options: RunOptions = {}): Promise<{ done: number; failure: ReviewFailure | null }> => {
      const total = Math.max(options.total ?? ids.length, ids.length);
      let done = 0;
      setFailure(null);
      setProgress({ done, total });
      let failed: ReviewFailure | null = null;
      let pending = chunkIds(ids);
      for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round++) {
        for (const chunk of pending) {
          try {
            const result = await call(kind, chunk, options.publicationId);
            done += result.updated;
            setProgress({ done, total: Math.max(total, done) });
          } catch (error) {
            failed = { error, ids: chunk, done, total };
            break;
          }
        }
        if (failed || !options.next || done >= total) break;
        try {
          pending = chunkIds(await options.next());
        } catch (error) {
          failed = { error, ids: [], done, total };
        }
      }
      setProgress(null);
      setFailure(failed);
      void revalidate();
      return { done, failure: failed };
    },
    [revalidate],
  );

  return { run, progress, failure, running: progress !== null, clearFailure: () => setFailure(null) };
}
