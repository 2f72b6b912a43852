import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { AlertIcon } from "./icons";
import { button } from "./ui/button";

type State = { error: Error | null; resetKey?: string };

/** Catches render and lazy-load failures (e.g. a chunk gone after a deploy) and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

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

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
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
          <Trans>Something went wrong while showing this page.</Trans>
        </p>
        <button type="button" className={cx(button({ variant: "outline" }))} onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    );
  }
}
