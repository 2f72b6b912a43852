import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import { ScanIcon } from "../../../components/icons";
import { mainTitleOf } from "../../../components/catalogue/publication-cells";
import { CheckIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";
import { Spinner } from "../../../components/ui/spinner";
import { TextField } from "../../../components/ui/text-field";
import { isUnanswered } from "../../../lib/api-error";
import type { LookupState } from "./use-catalogue-lookup";

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  /** Where a valid code went ("ISBN", "ISSN", "DOI") and as what; null while the box holds none. */
  routed: { label: string; value: string } | null;
  lookup: LookupState;
  onScan: () => void;
  /** Enter in the box once the code has been looked up: on to the fields the catalogue left to fill. */
  onDone: (found: boolean) => void;
};

const box = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "2",
  p: "3",
  rounded: "md",
  // Not bg.subtle: the muted helper text on it was 4.1:1 in the dark theme.
  bg: "bg.muted",
  borderWidth: "1px",
  borderColor: "border.default",
  "& > :first-child": { flex: "1", minW: "0" },
});
const line = css({ display: "inline-flex", alignItems: "center", gap: "1.5" });
// Top-aligned: beside a message of two or three lines the check mark belongs to its first.
const found = css({ color: "success.default", fontWeight: "medium", alignItems: "flex-start", "& svg": { flexShrink: "0", mt: "0.5" } });

/** One box for an ISBN, ISSN or DOI in any spelling: a valid code fills in the form from the catalogue. */
export function IdentifierBox({ value, onValueChange, routed, lookup, onScan, onDone }: Props) {
  const { t } = useLingui();
  // Enter pressed while the code is still being looked up (a barcode scanner types the code and
  // Enter at once): moving on waits for the answer.
  const enterFor = useRef<string | null>(null);
  const settledFor = lookup.status === "found" || lookup.status === "notFound" || lookup.status === "failed" ? lookup.code : null;
  const hit = lookup.status === "found";
  useEffect(() => {
    if (enterFor.current === null || enterFor.current !== settledFor) return;
    enterFor.current = null;
    onDone(hit);
  }, [settledFor, hit, onDone]);
  let status: ReactNode = t`Type or paste an ISBN, ISSN or DOI to fill in the form from the catalogue.`;
  if (value.trim() !== "" && !routed) status = t`Not a valid ISBN, ISSN or DOI yet.`;
  else if (lookup.status === "searching")
    status = (
      <span className={line}>
        <Spinner size={12} />
        {t`Looking it up in the catalogue…`}
      </span>
    );
  else if (lookup.status === "found") {
    const title = mainTitleOf(lookup.publication);
    status = (
      <span className={cx(line, found)}>
        <CheckIcon size={14} />
        {t`Filled in from the catalogue: ${title}. You can still change anything.`}
      </span>
    );
  } else if (lookup.status === "notFound") status = t`Nothing found in the catalogue for this code. Fill in the fields yourself.`;
  else if (lookup.status === "failed")
    status = isUnanswered(lookup.error)
      ? t`The catalogue could not be reached. Fill in the fields yourself, or wait: it is searched again once the connection is back.`
      : t`The catalogue could not be searched. Fill in the fields yourself.`;

  return (
    <div className={box}>
      <TextField
        name="identifier"
        label={t`ISBN, ISSN or DOI`}
        value={value}
        onValueChange={(next) => {
          enterFor.current = null;
          onValueChange(next);
        }}
        helper={<span aria-live="polite">{status}</span>}
        autoComplete="off"
        spellCheck={false}
        maxLength={300}
        placeholder="978-83-…, 10.1234/…"
        // The box looks the code up as it is typed: Enter here never saves the form (its fields may
        // be about to fill). Once the lookup has answered, it moves on: to pages used after a
        // catalogue hit (often the only field left), else to the fields to type.
        enterKeyHint="next"
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          if (!routed) return;
          if (settledFor === routed.value) onDone(hit);
          else enterFor.current = routed.value;
        }}
      />
      <div className={css({ mt: "7" })}>
        <IconButton variant="outline" label={t`Scan with the camera`} icon={<ScanIcon size={18} />} onClick={onScan} />
      </div>
    </div>
  );
}
