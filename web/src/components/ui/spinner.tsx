import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";

const ring = css({
  display: "inline-block",
  borderRadius: "full",
  borderWidth: "2px",
  borderColor: "currentColor",
  borderRightColor: "transparent",
  animation: "spin 0.7s linear infinite",
  flexShrink: 0,
});

/** A decorative spinner (put it next to text that says what is happening). */
export function Spinner({ size = 16, className }: { size?: number; className?: string }) {
  return <span aria-hidden="true" className={cx(ring, className)} style={{ width: size, height: size }} />;
}

/** The fallback of lazy pages: an indeterminate progress indicator named "Loading". */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className={css({ display: "flex", justifyContent: "center", alignItems: "center", minH: "40", color: "accent.default" })}>
      <progress aria-label={t`Loading`} className={css({ srOnly: true })} />
      <Spinner size={28} />
    </div>
  );
}
