import type { AuthorDetailDto } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { SparklesIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import { startMatch } from "../api/authors-api";
import { isMatching, useRevalidateAuthors } from "../api/use-authors";

/**
 * Starts matching the catalogue against the author's name (POST /authors/{id}/match, 202). While
 * it runs (updateProcessStartedOn newer than updatedOn) the button says so and the page polls;
 * when the match started here is over, the author's links are reloaded and a toast says so.
 */
export function MatchButton({ author, onStarted }: { author: AuthorDetailDto; onStarted: () => void }) {
  const { t } = useLingui();
  const running = isMatching(author);
  const [starting, setStarting] = useState(false);
  /** updateProcessStartedOn of the match started from this page, until it is seen finished. */
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const revalidate = useRevalidateAuthors();
  const finished = awaiting !== null && author.updateProcessStartedOn === awaiting && !running;

  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || announced.current === awaiting) return;
    announced.current = awaiting;
    notify.success({ title: t`Matching finished`, description: t`Suggestions and links are up to date.` });
    void revalidate();
  }, [finished, awaiting, revalidate, t]);

  const start = async () => {
    setStarting(true);
    try {
      const started = await startMatch(author.id);
      setAwaiting(started.updateProcessStartedOn);
      onStarted();
    } catch (error) {
      notify.error({ title: error instanceof Error && error.message ? error.message : t`Matching could not be started` });
    } finally {
      setStarting(false);
    }
  };

  const busy = running || starting || (awaiting !== null && !finished);
  return (
    <button type="button" className={button({ variant: "outline" })} onClick={() => void start()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner size={14} /> : <SparklesIcon size={16} />}
      {busy ? t`Matching…` : t`Match publications`}
    </button>
  );
}
