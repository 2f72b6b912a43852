import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY, storage } from "./storage";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";

const listeners = new Set<() => void>();
const darkQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-color-scheme: dark)")
    : null;

export function getTheme(): Theme {
  const raw = storage.getRaw(THEME_STORAGE_KEY);
  return (THEMES as readonly string[]).includes(raw ?? "") ? (raw as Theme) : DEFAULT_THEME;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): "light" | "dark" {
  return theme === "system" ? (prefersDark ? "dark" : "light") : theme;
}

/** Puts the `dark` class on <html> (Panda's dark condition) for the stored theme. */
export function applyTheme(theme: Theme = getTheme()): void {
  const resolved = resolveTheme(theme, darkQuery()?.matches ?? false);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", resolved === "dark" ? "#030712" : "#1f3a5f");
}

export function setTheme(theme: Theme): void {
  storage.setRaw(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
  for (const fn of listeners) fn();
}

/** Applies the theme before the first render and follows the system while the theme is "system". */
export function initTheme(): void {
  applyTheme();
  darkQuery()?.addEventListener("change", () => {
    if (getTheme() === "system") applyTheme("system");
  });
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY) {
      applyTheme();
      for (const fn of listeners) fn();
    }
  });
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, () => DEFAULT_THEME);
  return [theme, setTheme];
}
