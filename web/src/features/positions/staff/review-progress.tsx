import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Spinner } from "../../../components/ui/spinner";

/** "Working… 1,000 of 2,345" with a progress bar, announced politely. */
export function ReviewProgress({ done, total }: { done: number; total: number }) {
  const { t, i18n } = useLingui();
  const fmt = (n: number) => i18n.number(n);
  const label = t`Working… ${fmt(done)} of ${fmt(total)}`;
  return (
    <output className={css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm" })}>
      <Spinner />
      <span>{label}</span>
      <progress className={css({ flex: "1", maxW: "xs", accentColor: "accent.default" })} value={done} max={total} aria-label={label} />
    </output>
  );
}
