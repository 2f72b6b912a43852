import { useCallback, useEffect, useMemo, useRef } from "react";

export type Debounced<A extends unknown[]> = {
  run: (...args: A) => void;
  /** Runs the pending call now (Enter in a search box). */
  flush: () => void;
  cancel: () => void;
};

/** Calls `fn` once input has been quiet for `delay` ms; a pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number): Debounced<A> {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
  }, []);
  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) fnRef.current(...args);
  }, [cancel]);
  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, flush, cancel }), [run, flush, cancel]);
}
