import type { AuthorDto } from "@contract/authors";
import type { Paged } from "@contract/common";
import { createListCollection } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState, type ReactNode } from "react";
import useSWR from "swr";
import { api } from "../../lib/api-client";
import { formatFullName } from "../../lib/format";
import { useDebouncedCallback } from "../data-table/use-debounced-callback";
import { formatDateValue } from "../date-time";
import { SearchComboboxField } from "./search-combobox-field";
import { SearchComboboxItem } from "./search-combobox-parts";

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

/**
 * A combobox that searches GET /authors?q= as the user types (folded names, any word order) and
 * picks one author. Keyboard: type, arrows, Enter; Escape closes; the clear button empties it.
 */
export function AuthorPicker({ label, value, onChange, excludeIds = [], placeholder, error, helper, required, size = "md" }: Props) {
  const { t, i18n } = useLingui();
  const [inputValue, setInputValue] = useState(value?.name ?? "");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedCallback(setQuery, 250);

  // The selection changed from outside (cleared filters, Back), or its name arrived (a reloaded
  // or linked list knows the id first): show its name.
  const [shown, setShown] = useState<Pick<AuthorOption, "id" | "name"> | null>(value);
  if ((value?.id ?? null) !== (shown?.id ?? null) || (value?.name ?? "") !== (shown?.name ?? "")) {
    setShown(value);
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
    <SearchComboboxField
      label={label}
      placeholder={placeholder ?? t`Type a name…`}
      error={error}
      helper={helper}
      required={required}
      size={size}
      collection={collection}
      value={value ? [value.id] : []}
      inputValue={inputValue}
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      translations={{ triggerLabel: t`Show authors`, clearTriggerLabel: t`Clear author` }}
      onInputValueChange={(d) => {
        setInputValue(d.inputValue);
        if (d.reason === "input-change") debounced.run(d.inputValue);
      }}
      onValueChange={(d) => {
        const picked = options.find((a) => a.id === d.value[0]) ?? null;
        setInputValue(picked?.name ?? "");
        setShown(picked);
        onChange(picked);
      }}
      onClear={value ? () => onChange(null) : null}
      status={{
        loading: search.isLoading && !search.data,
        failed: Boolean(search.error),
        empty: Boolean(search.data) && visible.length === 0,
        messages: { loading: t`Searching…`, failed: t`Authors could not be loaded.`, empty: t`No authors found` },
      }}
    >
      {visible.map((a) => (
        <SearchComboboxItem key={a.id} item={a} label={a.name} detail={a.birthDate ? formatDateValue(a.birthDate, i18n.locale) : null} />
      ))}
    </SearchComboboxField>
  );
}
