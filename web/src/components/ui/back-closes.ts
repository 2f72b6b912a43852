import { useEffect, useEffectEvent } from "react";

/**
 * The phone's Back gesture (and the browser's Back button) closes the dialog on top instead of
 * leaving the page behind it, and a form with typed text asks first, as Escape does.
 *
 * Each open dialog is a layer with a history entry of its own, at the same address, marked with
 * its depth. Back pops that entry; the layers above the depth now current are asked to close. A
 * dialog closed any other way takes its entry back with one history.go. A navigation made while
 * dialog entries are on top (a menu link, a form that saved and moves on) first goes back past
 * them, so that they never stay behind as dead steps of Back, and a replacing navigation replaces
 * the page, not a dialog's entry.
 */
type Layer = {
  /** Closes the dialog and answers false, or answers true to stay open (and keep an entry). */
  onBack: () => boolean;
};

const layers: Layer[] = [];
// Traversals of ours (history.go) under way: their popstates are no Back of the user's.
let ownPops = 0;
let settling = false;
let listening = false;
let afterUnwind: (() => void) | null = null;

function dialogDepthOf(state: unknown): number {
  if (state && typeof state === "object" && "dialogDepth" in state && typeof state.dialogDepth === "number") return state.dialogDepth;
  return 0;
}

const currentDepth = () => dialogDepthOf(history.state);

function mark(depth: number, replace: boolean) {
  const base: object = history.state && typeof history.state === "object" ? history.state : {};
  const state = { ...base, dialogDepth: depth };
  if (replace) history.replaceState(state, "", location.href);
  else history.pushState(state, "", location.href);
}

function goBack(steps: number) {
  ownPops += 1;
  history.go(-steps);
}

function onPop() {
  if (ownPops > 0) {
    ownPops -= 1;
    if (ownPops === 0) resume();
    return;
  }
  const reached = currentDepth();
  while (layers.length > reached) {
    const top = layers.pop() as Layer;
    if (top.onBack()) {
      layers.push(top);
      mark(layers.length, false);
      break;
    }
  }
}

function resume() {
  if (!afterUnwind) {
    settle();
    return;
  }
  if (currentDepth() > 0) {
    goBack(currentDepth());
    return;
  }
  const run = afterUnwind;
  afterUnwind = null;
  run();
}

// Deferred, so that a navigation asked for in the same handler as the closing is seen first.
function settle() {
  if (settling) return;
  settling = true;
  setTimeout(() => {
    settling = false;
    if (ownPops > 0 || afterUnwind) return;
    const extra = currentDepth() - layers.length;
    if (extra > 0) goBack(extra);
  }, 0);
}

function listen() {
  if (listening) return;
  window.addEventListener("popstate", onPop);
  listening = true;
}

function acquire(layer: Layer) {
  listen();
  layers.push(layer);
  // An entry of this depth still on top (one just given back, not yet gone) is reused.
  mark(layers.length, currentDepth() >= layers.length);
}

function release(layer: Layer) {
  const at = layers.indexOf(layer);
  if (at < 0) return;
  layers.splice(at, 1);
  settle();
}

/**
 * Runs a navigation once no dialog entry is on top of the history: at once when none is (always
 * so without dialogs), else after going back past them. wouter's `aroundNav` has this shape.
 */
export function navigateAfterDialogs<T>(navigate: (to: string, options?: T) => void, to: string, options?: T) {
  if (ownPops === 0 && currentDepth() === 0) {
    navigate(to, options);
    return;
  }
  listen();
  afterUnwind = () => navigate(to, options);
  if (ownPops === 0) resume();
}

/** While `open`, Back calls `onBack` instead of leaving the page; see the module's comment. */
export function useBackCloses(open: boolean, onBack: () => boolean) {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { onBack: () => back() };
    acquire(layer);
    return () => release(layer);
  }, [open]);
}
