import { parseIdentifier } from "@contract/identifiers";
import type { PublicationDto } from "@contract/publications";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDebouncedCallback } from "../../../components/data-table/use-debounced-callback";
import { isUnanswered } from "../../../lib/api-error";
import { lookupPublication } from "../api/positions-api";
import { magazineOf } from "./position-form";

export type LookupState =
  | { status: "idle" }
  | { status: "searching"; code: string }
  | { status: "found"; code: string; publication: PublicationDto }
  | { status: "notFound"; code: string }
  | { status: "failed"; code: string; error: unknown };

/**
 * Looks a valid code up in the catalogue once typing has paused; only the latest code's answer
 * counts (an older, slower one is dropped), and a found entry is handed to `onFound` once — for an
 * ISSN, only its magazine (magazineOf). One the network lost goes again when the browser is back online.
 */
export function useCatalogueLookup(onFound: (publication: PublicationDto, code: string) => void, delay = 350) {
  const [state, setState] = useState<LookupState>({ status: "idle" });
  const latest = useRef<string | null>(null);
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  }, [onFound]);

  const search = useCallback(async (code: string) => {
    if (latest.current !== code) return;
    try {
      const publication = await lookupPublication(code);
      if (latest.current !== code) return;
      if (!publication) {
        setState({ status: "notFound", code });
        return;
      }
      const entry = parseIdentifier(code)?.kind === "issn" ? magazineOf(publication) : publication;
      setState({ status: "found", code, publication: entry });
      onFoundRef.current(entry, code);
    } catch (error) {
      if (latest.current !== code) return;
      setState({ status: "failed", code, error });
    }
  }, []);
  const debounced = useDebouncedCallback((code: string) => void search(code), delay);

  // A lookup the network lost is made again when the connection comes back, while the box still holds its code.
  const lostCode = state.status === "failed" && isUnanswered(state.error) ? state.code : null;
  useEffect(() => {
    if (lostCode === null) return;
    const again = () => {
      if (latest.current !== lostCode) return;
      setState({ status: "searching", code: lostCode });
      void search(lostCode);
    };
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [lostCode, search]);

  /** The box's valid code, or null when it holds none; the same code twice is looked up once. */
  const request = useCallback(
    (code: string | null) => {
      if (code === latest.current) return;
      latest.current = code;
      if (code === null) {
        debounced.cancel();
        setState({ status: "idle" });
        return;
      }
      setState({ status: "searching", code });
      debounced.run(code);
    },
    [debounced],
  );
  return { state, request };
}
