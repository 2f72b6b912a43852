import type { Lang } from "@contract/common";
import { translateMessage } from "@contract/messages";
import { AUTHOR_TYPES, type AuthorType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import { AUTHOR_TYPE_LABELS } from "../../../components/catalogue/labels";
import { PlusIcon, TrashIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { SelectField } from "../../../components/ui/select-field";
import { TextField, fieldStyles } from "../../../components/ui/text-field";
import { emptyAuthorRow, type AuthorErrors, type AuthorRowField, type AuthorRowValues } from "./position-form";

type Props = {
  rows: readonly AuthorRowValues[];
  onChange: (rows: AuthorRowValues[]) => void;
  /** Message keys by row index. */
  errors: AuthorErrors;
  /** Called when a row's field changes, so its server error can go. */
  onFieldEdited?: (index: number, field: AuthorRowField) => void;
};

const list = css({ display: "grid", gap: "3", listStyle: "none", p: "0", m: "0" });
const row = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: { base: "1fr 1fr", md: "1fr 1fr 1fr 11.5rem auto" },
  alignItems: "start",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "md",
});
/** On phones the last name and the role take whole lines, the remove button sits at the end. */
const wideOnPhones = css({ gridColumn: { base: "1 / -1", md: "auto" } });
const removeCell = css({ gridColumn: { base: "1 / -1", md: "auto" }, justifySelf: "end", mt: { md: "7" } });

/** The position's authors as typed: first, middle and last name and the type code, one row each. */
export function PositionAuthorsFields({ rows, onChange, errors, onFieldEdited }: Props) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const focusKey = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // After adding a row its first name takes the focus; after removing one, the add button does.
  // No dependency list: it runs after every render, since the rows it waits for come from the parent.
  useEffect(() => {
    if (focusKey.current === null) return;
    const key = focusKey.current;
    focusKey.current = null;
    if (key === "add") addRef.current?.focus();
    else listRef.current?.querySelector<HTMLInputElement>(`[data-row="${key}"] input`)?.focus();
  });

  const set = (index: number, field: AuthorRowField, value: string) => {
    onChange(rows.map((r, i) => (i === index ? { ...r, [field]: field === "type" ? (value as AuthorType) : value } : r)));
    onFieldEdited?.(index, field);
  };
  const message = (index: number, field: AuthorRowField) => {
    const key = errors[index]?.[field];
    return key ? translateMessage(key, lang) : undefined;
  };
  const typeOptions = AUTHOR_TYPES.map((code) => ({ value: code, label: `${code} — ${i18n._(AUTHOR_TYPE_LABELS[code])}` }));

  return (
    <fieldset data-field="authors" className={css({ border: "0", p: "0", m: "0", display: "grid", gap: "2", minW: "0" })}>
      <legend className={cx(fieldStyles.label, css({ mb: "1.5" }))}>{t`Authors`}</legend>
      {rows.length ? (
        <ul ref={listRef} className={list}>
          {rows.map((r, i) => {
            const n = i + 1;
            return (
              <li key={r.key} data-row={r.key} className={row} aria-label={t`Author ${n}`}>
                <TextField
                  name={`authors.${i}.firstName`}
                  label={t`First name`}
                  required
                  value={r.firstName}
                  onValueChange={(value) => set(i, "firstName", value)}
                  error={message(i, "firstName")}
                  maxLength={100}
                  autoComplete="off"
                />
                <TextField
                  name={`authors.${i}.middleName`}
                  label={t`Middle name`}
                  value={r.middleName}
                  onValueChange={(value) => set(i, "middleName", value)}
                  error={message(i, "middleName")}
                  maxLength={100}
                  autoComplete="off"
                />
                <div className={wideOnPhones}>
                  <TextField
                    name={`authors.${i}.lastName`}
                    label={t`Last name`}
                    required
                    value={r.lastName}
                    onValueChange={(value) => set(i, "lastName", value)}
                    error={message(i, "lastName")}
                    maxLength={100}
                    autoComplete="off"
                  />
                </div>
                <div className={wideOnPhones}>
                  <SelectField
                    name={`authors.${i}.type`}
                    label={t`Role`}
                    value={r.type}
                    onValueChange={(value) => set(i, "type", value)}
                    options={typeOptions}
                    error={message(i, "type")}
                  />
                </div>
                <div className={removeCell}>
                  <IconButton
                    variant="outline"
                    label={t`Remove author ${n}`}
                    icon={<TrashIcon size={16} />}
                    onClick={() => {
                      focusKey.current = "add";
                      onChange(rows.filter((_, j) => j !== i));
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={fieldStyles.helper}>{t`No authors yet. Add the people named on the publication.`}</p>
      )}
      <div>
        <button
          ref={addRef}
          type="button"
          className={button({ variant: "outline", size: "sm" })}
          onClick={() => {
            const next = emptyAuthorRow();
            focusKey.current = next.key;
            onChange([...rows, next]);
          }}
        >
          <PlusIcon size={14} />
          {t`Add author`}
        </button>
      </div>
    </fieldset>
  );
}
