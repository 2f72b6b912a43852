import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { type Debounced, useDebouncedCallback } from "./use-debounced-callback";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(delay = 300) {
  const calls: string[] = [];
  let api: Debounced<[string]> | undefined;
  function Probe() {
    api = useDebouncedCallback((q: string) => calls.push(q), delay);
    return null;
  }
  renderToString(<Probe />);
  return { calls, api: api! };
}

it("calls once, with the last value, after the input has been quiet for the delay", () => {
  const { calls, api } = setup();
  api.run("t");
  vi.advanceTimersByTime(200);
  api.run("to");
  vi.advanceTimersByTime(200);
  api.run("tol");
  vi.advanceTimersByTime(299);
  expect(calls).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(["tol"]);
  vi.advanceTimersByTime(1000);
  expect(calls).toEqual(["tol"]);
});

it("flush runs the pending call at once and only once; cancel drops it", () => {
  const { calls, api } = setup();
  api.run("a");
  api.flush();
  expect(calls).toEqual(["a"]);
  vi.advanceTimersByTime(1000);
  api.flush();
  expect(calls).toEqual(["a"]);
  api.run("b");
  api.cancel();
  vi.advanceTimersByTime(1000);
  expect(calls).toEqual(["a"]);
});
