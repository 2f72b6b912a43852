import type { AuthorDto } from "@contract/authors";
import type { Paged } from "@contract/common";
import { Combobox, createListCollection } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import useSWR from "swr";
import { api } from "../../lib/api-client";
import { formatFullName } from "../../lib/format";
import { useDebouncedCallback } from "../data-table/use-debounced-callback";
import { formatDateValue } from "../date-time";
import { CheckIcon, ChevronDownIcon, XIcon } from "../icons";
import { Spinner } from "../ui/spinner";
import { control as filterControl } from "../data-table/styles";
import { fieldStyles } from "../ui/text-field";

/** An author as the picker shows and hands back. */
export type AuthorOption = { id: string; name: string; birthDate: string | null };

export const toAuthorOption = (a: Pick<AuthorDto, "id" | "firstName" | "middleName" | "lastName" | "birthDate">): AuthorOption => ({
  id: a.id,
  name: formatFullName(a),
  birthDate: a.birthDate,
});

type Props = {
  label: ReactNode;
  value: AuthorOption | null;
  onChange: (author: AuthorOption | null) => void;
  /** Authors that may not be chosen (say, the one a link is moved away from). */
  excludeIds?: readonly string[];
  placeholder?: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** "compact" matches the filter bar's controls. */
  size?: "md" | "compact";
};

const control = css({ position: "relative", display: "flex", alignItems: "center" });
const input = css({ pe: "16" });
const compactInput = css({ w: "full", _focusVisible: { outline: "2px solid token(colors.accent.default)", outlineOffset: "1px" } });
const triggers = css({ position: "absolute", insetEnd: "1", display: "flex", gap: "0.5" });
const triggerButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "7",
  h: "7",
  rounded: "sm",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { bg: "bg.muted", color: "fg.default" },
});
const content = css({
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "md",
  shadow: "lg",
  p: "1",
  maxH: "72",
  overflowY: "auto",
  zIndex: "popover",
  minW: "var(--reference-width)",
  _open: { animation: "fadeIn 0.12s ease-out" },
});
const item = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  px: "2.5",
  py: "2",
  rounded: "sm",
  fontSize: "sm",
  cursor: "pointer",
  _highlighted: { bg: "bg.muted" },
  "&[data-state=checked]": { fontWeight: "medium" },
});
const note = css({ display: "flex", alignItems: "center", gap: "2", px: "2.5", py: "2", fontSize: "sm", color: "fg.muted" });

/**
 * A combobox that searches GET /authors?q= as the user types (folded names, any word order) and
 * picks one author. Keyboard: type, arrows, Enter; Escape closes; the clear button empties it.
 */
export function AuthorPicker({ label, value, onChange, excludeIds = [], placeholder, error, helper, required, size = "md" }: Props) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const helperId = useId();
  const [inputValue, setInputValue] = useState(value?.name ?? "");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedCallback(setQuery, 250);

  // The selection changed from outside (cleared filters, Back): show its name.
  const [shown, setShown] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shown) {
    setShown(value?.id ?? null);
    setInputValue(value?.name ?? "");
  }

  const params = new URLSearchParams({ page: "1", pageSize: "10", sort: "lastName", order: "asc" });
  if (query.trim()) params.set("q", query.trim());
  const search = useSWR<Paged<AuthorDto>>(open ? `/authors?${params.toString()}` : null, (key: string) => api.get(key, { suppressToast: true }), {
    keepPreviousData: true,
  });

  const options = useMemo(() => {
    const found = (search.data?.items ?? []).map(toAuthorOption).filter((a) => !excludeIds.includes(a.id));
    if (value && !found.some((a) => a.id === value.id)) found.unshift(value);
    return found;
  }, [search.data, excludeIds, value]);
  const collection = useMemo(() => createListCollection({ items: options, itemToValue: (a) => a.id, itemToString: (a) => a.name }), [options]);
  const visible = options.filter((a) => !(value && a.id === value.id && !search.data?.items.some((i) => i.id === a.id)));

  return (
    <div className={cx(fieldStyles.root, size === "compact" && css({ w: "auto", minW: "56", flex: "0 1 16rem", gap: "1" }))}>
      <Combobox.Root
        collection={collection}
        invalid={Boolean(error)}
        required={required}
        value={value ? [value.id] : []}
        inputValue={inputValue}
        open={open}
        onOpenChange={(d) => setOpen(d.open)}
        openOnClick
        inputBehavior="autohighlight"
        // Not portalled: inside a modal dialog a portalled list would be hidden from assistive
        // technology with the rest of the page; "fixed" keeps it out of the dialog's scroll clipping.
        positioning={{ sameWidth: false, gutter: 4, strategy: "fixed" }}
        translations={{ triggerLabel: t`Show authors`, clearTriggerLabel: t`Clear author` }}
        onInputValueChange={(d) => {
          setInputValue(d.inputValue);
          if (d.reason === "input-change") debounced.run(d.inputValue);
        }}
        onValueChange={(d) => {
          const picked = options.find((a) => a.id === d.value[0]) ?? null;
          setInputValue(picked?.name ?? "");
          setShown(picked?.id ?? null);
          onChange(picked);
        }}
      >
        <Combobox.Label className={size === "compact" ? css({ fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap" }) : fieldStyles.label}>
          {label}
          {required ? (
            <span aria-hidden="true" className={fieldStyles.required}>
              *
            </span>
          ) : null}
        </Combobox.Label>
        <Combobox.Control className={control}>
          <Combobox.Input
            className={cx(size === "compact" ? cx(filterControl, compactInput) : fieldStyles.input, input)}
            placeholder={placeholder ?? t`Type a name…`}
            aria-describedby={[error ? errorId : "", helper ? helperId : ""].filter(Boolean).join(" ") || undefined}
          />
          <div className={triggers}>
            {value ? (
              <Combobox.ClearTrigger className={triggerButton} onClick={() => onChange(null)}>
                <XIcon size={14} />
              </Combobox.ClearTrigger>
            ) : null}
            <Combobox.Trigger className={triggerButton}>
              <ChevronDownIcon size={16} />
            </Combobox.Trigger>
          </div>
        </Combobox.Control>
        <Combobox.Positioner className={css({ zIndex: "popover" })}>
          <Combobox.Content className={content}>
            {search.isLoading && !search.data ? (
              <div className={note}>
                <Spinner size={14} />
                {t`Searching…`}
              </div>
            ) : null}
            {search.error ? <div className={note}>{t`Authors could not be loaded.`}</div> : null}
            {search.data && visible.length === 0 ? <div className={note}>{t`No authors found`}</div> : null}
            {visible.map((a) => (
              <Combobox.Item key={a.id} item={a} className={item}>
                <Combobox.ItemText>
                  {a.name}
                  {a.birthDate ? <span className={css({ color: "fg.muted", ms: "2" })}>{formatDateValue(a.birthDate, i18n.locale)}</span> : null}
                </Combobox.ItemText>
                <Combobox.ItemIndicator>
                  <CheckIcon size={14} />
                </Combobox.ItemIndicator>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {error ? (
        <p id={errorId} data-part="error-text" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {helper ? (
        <div id={helperId} className={fieldStyles.helper}>
          {helper}
        </div>
      ) : null}
    </div>
  );
}
