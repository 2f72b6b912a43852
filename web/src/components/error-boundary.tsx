import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { css } from "styled-system/css";
import { AlertIcon } from "./icons";
import { button } from "./ui/button";

type State = { error: Error | null; resetKey?: string };

/** A screen's code that did not arrive (no connection, or a chunk gone after a deploy), as the browsers word it. */
function isLoadFailure(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Loading chunk|Failed to fetch/i.test(`${error.name} ${error.message}`);
}

const reload = () => window.location.reload();

/**
 * Catches render and lazy-load failures and offers a reload. A screen whose code could not load
 * reloads by itself when the connection comes back: React keeps a failed lazy import failed, so
 * only a reload fetches it again.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };
  private watchingConnection = false;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  /** A new resetKey (e.g. another path) clears the error. */
  static getDerivedStateFromProps(props: { resetKey?: string }, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidMount(): void {
    this.watchConnection();
  }

  override componentDidUpdate(): void {
    this.watchConnection();
  }

  /** Listens for the connection while the error is code that did not load, and only then. */
  private watchConnection(): void {
    const waiting = !!this.state.error && isLoadFailure(this.state.error);
    if (waiting === this.watchingConnection) return;
    this.watchingConnection = waiting;
    if (waiting) window.addEventListener("online", reload);
    else window.removeEventListener("online", reload);
  }

  override componentWillUnmount(): void {
    window.removeEventListener("online", reload);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const load = isLoadFailure(this.state.error);
    return (
      <div
        role="alert"
        className={css({
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: "3",
          textAlign: "center",
          py: "12",
          px: "6",
        })}
      >
        <span className={css({ color: "danger.default" })}>
          <AlertIcon size={32} />
        </span>
        <p className={css({ fontWeight: "semibold" })}>
          {load ? <Trans>This page could not be loaded.</Trans> : <Trans>Something went wrong while showing this page.</Trans>}
        </p>
        {/* Online, the code is missing for another reason (a deploy removed it): Reload is the way. */}
        {load && !navigator.onLine ? (
          <p className={css({ color: "fg.muted", fontSize: "sm", maxW: "md" })}>
            <Trans>Check your connection. The page loads by itself once the connection is back.</Trans>
          </p>
        ) : null}
        <button type="button" className={button({ variant: "outline" })} onClick={reload}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    );
  }
}
