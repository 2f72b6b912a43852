import type { CompanyDto } from "@contract/companies";
import { createListCollection } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { useDebouncedCallback } from "../data-table/use-debounced-callback";
import { SearchComboboxField } from "./search-combobox-field";
import { SearchComboboxItem, searchComboboxStyles as styles } from "./search-combobox-parts";
import { COMPANY_SEARCH_SIZE, useCompanyById, useCompanySearch } from "./use-company-search";

// A fraction never breaks across lines; red.700 keeps 4.5:1 on the highlighted row in the light theme.
const seatsStyle = css.raw({ whiteSpace: "nowrap" });
const seatsFree = css(seatsStyle);
const fullSeats = css(seatsStyle, { color: { base: "red.700", _dark: "danger.default" }, fontWeight: "medium" });

type CompanyOption = Pick<CompanyDto, "id" | "name" | "taxId" | "city" | "country" | "usersCount" | "maxUsers" | "status">;

type Props = {
  label: ReactNode;
  /** The chosen company's id; "" for none. */
  value: string;
  onChange: (companyId: string) => void;
  placeholder?: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** The input's name, so a form can focus it by the field it reports an error on. */
  name?: string;
  onBlur?: () => void;
  /** "compact" matches the filter bar's controls. */
  size?: "md" | "compact";
  /** Each company also says its seats used, and whether it is inactive (for choosing where a new account goes). */
  seats?: boolean;
};

/**
 * A combobox over every company: typing searches GET /companies?q= (name, NIP or city, debounced)
 * instead of a list of the first hundred; an id given from outside (the URL, a form) is shown by
 * its name, read from GET /companies/{id}. Keyboard: type, arrows, Enter; Escape closes; the clear
 * button empties it.
 */
export function CompanyPicker({ label, value, onChange, placeholder, error, helper, required, name, onBlur, size = "md", seats = false }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const debounced = useDebouncedCallback(setQuery, 250);
  // The company last picked here: its name shows at once, without a read by id.
  const [picked, setPicked] = useState<CompanyOption | null>(null);
  const known = value && picked?.id === value ? picked : null;
  const byId = useCompanyById(value && !known ? value : null);
  const selected: CompanyOption | null = known ?? (value && byId.data?.id === value ? byId.data : null);
  const selectedName = !value ? "" : selected ? selected.name : byId.error ? t`Unknown company` : "…";

  // The text follows the selection when it changes from outside (cleared filters, Back) or its name arrives.
  const [inputValue, setInputValue] = useState(selectedName);
  const [shownName, setShownName] = useState(selectedName);
  if (selectedName !== shownName) {
    setShownName(selectedName);
    setInputValue(selectedName);
  }

  const search = useCompanySearch(query, open);
  const found = useMemo(() => search.data?.items ?? [], [search.data]);
  // The selected company stays in the collection (Ark marks it chosen) even when the search did not return it.
  const options = useMemo(() => (selected && !found.some((c) => c.id === selected.id) ? [selected, ...found] : found), [found, selected]);
  const collection = useMemo(() => createListCollection({ items: options, itemToValue: (c) => c.id, itemToString: (c) => c.name }), [options]);
  const total = search.data?.totalCount ?? 0;
  const more = total > found.length;

  // An inactive company is said too: a new account there cannot sign in until it is active. A full
  // one cannot take the account at all, so its seats stand out as the field's error will.
  const seatsOf = (c: CompanyOption) => {
    const used = c.usersCount;
    const max = c.maxUsers;
    const seatsText =
      used >= max ? <span className={fullSeats}>{t`no free seat (${used} / ${max})`}</span> : <span className={seatsFree}>{t`seats used: ${used} / ${max}`}</span>;
    return c.status === "Inactive" ? (
      <>
        {t`inactive`} · {seatsText}
      </>
    ) : (
      seatsText
    );
  };
  const detail = (c: CompanyOption) => {
    const text = [c.taxId ? (c.country === "PL" ? t`NIP ${c.taxId}` : c.taxId) : null, c.city, c.country !== "PL" ? c.country : null].filter(Boolean).join(" · ");
    if (!seats) return text;
    return (
      <>
        {text ? `${text} · ` : null}
        {seatsOf(c)}
      </>
    );
  };
  const pick = (id: string) => {
    const company = options.find((c) => c.id === id) ?? null;
    setPicked(company);
    setInputValue(company?.name ?? "");
    setShownName(company?.name ?? "");
    if ((company?.id ?? "") !== value) onChange(company?.id ?? "");
  };

  return (
    <SearchComboboxField
      label={label}
      placeholder={placeholder ?? t`Name, NIP or city…`}
      error={error}
      helper={helper}
      required={required}
      name={name}
      onBlur={onBlur}
      size={size}
      collection={collection}
      value={value ? [value] : []}
      inputValue={inputValue}
      open={open}
      onOpenChange={(d) => {
        setOpen(d.open);
        // Left without picking (click outside, Tab, Escape): an emptied box clears the choice, other text gives way to the chosen name.
        if (!d.open && (d.reason === "interact-outside" || d.reason === "escape-key")) {
          if (value && inputValue.trim() === "") pick("");
          else setInputValue(selectedName);
        }
      }}
      translations={{ triggerLabel: t`Show companies`, clearTriggerLabel: t`Clear company` }}
      onInputValueChange={(d) => {
        setInputValue(d.inputValue);
        if (d.reason === "input-change") debounced.run(d.inputValue);
      }}
      onValueChange={(d) => pick(d.value[0] ?? "")}
      onClear={value ? () => pick("") : null}
      status={{
        loading: search.isLoading && !search.data,
        failed: Boolean(search.error),
        empty: Boolean(search.data) && found.length === 0,
        messages: { loading: t`Searching…`, failed: t`The companies could not be loaded.`, empty: t`No companies found` },
      }}
    >
      {found.map((c) => (
        <SearchComboboxItem key={c.id} item={c} label={c.name} detail={detail(c)} />
      ))}
      {more ? <div className={styles.smallNote}>{t`The first ${COMPANY_SEARCH_SIZE} of ${total}; type to narrow.`}</div> : null}
    </SearchComboboxField>
  );
}
