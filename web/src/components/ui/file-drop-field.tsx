import { useLingui } from "@lingui/react/macro";
import { type DragEvent, type ReactNode, type Ref, useEffect, useState } from "react";
import { css } from "styled-system/css";
import { FileTextIcon } from "../icons";
import { formatFileSize } from "../../lib/format";
import { fieldStyles } from "./text-field";

type Props = {
  id: string;
  /** The field's label, "*" included; it alone names the input. */
  label: ReactNode;
  accept: string;
  required?: boolean;
  disabled?: boolean;
  file: File | null;
  /** Shown under the box instead of the helper; the field is invalid while it is set. */
  error?: string | null;
  helper: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Every file chosen or dropped at once (a drop may bring several). */
  onFiles: (files: File[]) => void;
};

const box = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  p: "3",
  minH: "16",
  minW: "0",
  fontSize: "sm",
  color: "fg.default",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.strong",
  borderRadius: "md",
  cursor: "pointer",
  transition: "border-color 0.15s, background-color 0.15s, box-shadow 0.15s",
  _hover: { borderColor: "accent.default" },
  "&[data-dragging]": { borderColor: "accent.default", borderStyle: "solid", bg: "accent.subtle" },
  "&[data-invalid]": { borderColor: "danger.default" },
  "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed", _hover: { borderColor: "border.strong" } },
  // The input inside is visually hidden; its keyboard focus shows on the box, as a text field's does.
  "&:has(input:focus-visible)": {
    borderColor: "accent.default",
    boxShadow: "focusHalo",
  },
});
const choose = css({ color: "accent.default", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "2px" });
// Phones have no file to drag.
const dragHint = css({ color: "fg.muted", "@media (pointer: coarse)": { display: "none" } });
const fileName = css({ fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

function hasFiles(e: globalThis.DragEvent | DragEvent) {
  return e.dataTransfer?.types.includes("Files") ?? false;
}

/**
 * A file field that also takes a file dropped on it. The native input stays the control (label,
 * required, invalid state, keyboard), hidden inside a box that shows the choice in the app's
 * language: the browser's own "Choose file" / "No file chosen" follow the browser's language.
 */
export function FileDropField({ id, label, accept, required, disabled, file, error, helper, inputRef, onFiles }: Props) {
  const { t, i18n } = useLingui();
  const [dragging, setDragging] = useState(false);
  const describedBy = error ? `${id}-error` : `${id}-help`;

  // A file dropped beside the box would make the browser leave the app to open it.
  useEffect(() => {
    const keep = (e: globalThis.DragEvent) => {
      if (hasFiles(e)) e.preventDefault();
    };
    window.addEventListener("dragover", keep);
    window.addEventListener("drop", keep);
    return () => {
      window.removeEventListener("dragover", keep);
      window.removeEventListener("drop", keep);
    };
  }, []);

  const size = file ? formatFileSize(file.size, i18n.locale) : "";

  return (
    <div className={fieldStyles.root}>
      <label id={`${id}-label`} htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {/* The drop target wraps the box: the box is a label, which takes clicks, not drops. */}
      <div
        className={css({ display: "grid" })}
        onDragOver={(e) => {
          if (disabled || !hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!disabled && e.dataTransfer.files.length > 0) onFiles([...e.dataTransfer.files]);
        }}
      >
        <label
          htmlFor={id}
          className={box}
          data-dragging={dragging && !disabled ? "" : undefined}
          data-invalid={error ? "" : undefined}
          data-disabled={disabled ? "" : undefined}
        >
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            required={required}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={css({ srOnly: true })}
            // Emptied on each opening, so the same file chosen again after it was corrected is read anew.
            onClick={(e) => {
              e.currentTarget.value = "";
            }}
            onChange={(e) => onFiles([...(e.currentTarget.files ?? [])])}
          />
          <FileTextIcon size={28} aria-hidden className={css({ flexShrink: 0, color: file ? "accent.default" : "fg.muted" })} />
          {dragging && !disabled ? (
            <span className={css({ fontWeight: "semibold" })}>{t`Drop the file here`}</span>
          ) : file ? (
            <span className={css({ display: "grid", minW: "0", flex: "1" })}>
              <span className={fileName} title={file.name}>
                {file.name}
              </span>
              <span className={css({ color: "fg.muted", fontSize: "xs" })}>
                {size} · <span className={choose}>{t`Choose another file`}</span>
              </span>
            </span>
          ) : (
            <span>
              <span className={choose}>{t`Choose a file`}</span> <span className={dragHint}>{t`or drag it here`}</span>
            </span>
          )}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className={fieldStyles.helper}>
          {helper}
        </p>
      )}
    </div>
  );
}
