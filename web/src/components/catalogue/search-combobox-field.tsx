import { Combobox, type CollectionItem } from "@ark-ui/react";
import { useId, type ReactNode } from "react";
import {
  describedBy,
  FieldNotes,
  SearchComboboxStatus,
  SearchComboboxTriggers,
  searchComboboxClasses,
  searchComboboxStyles as styles,
} from "./search-combobox-parts";
import { RequiredMark } from "../ui/text-field";

type RootProps<T extends CollectionItem> = Pick<
  Combobox.RootProps<T>,
  "collection" | "value" | "inputValue" | "open" | "onOpenChange" | "onInputValueChange" | "onValueChange" | "translations" | "required" | "name"
>;

type Props<T extends CollectionItem> = RootProps<T> & {
  label: ReactNode;
  placeholder: string;
  error?: string;
  helper?: ReactNode;
  onBlur?: () => void;
  /** Shown while something is chosen: empties the choice. */
  onClear: (() => void) | null;
  /** The list's first line: searching, a failure, or nothing found. */
  status: Parameters<typeof SearchComboboxStatus>[0];
  /** "compact" matches the filter bar's controls. */
  size: "md" | "compact";
  /** The options (SearchComboboxItem) and any note after them. */
  children: ReactNode;
};

/**
 * A searching picker's field around Ark's combobox: label with the required mark, the input with
 * the clear and open buttons inside its end, the list with its status line, and the error and
 * helper texts the input names in aria-describedby. The pickers (authors, companies) bring the
 * search, the options and what a choice means. Not portalled: inside a modal dialog a portalled
 * list would be hidden from assistive technology with the rest of the page; "fixed" keeps it out
 * of the dialog's scroll clipping.
 */
export function SearchComboboxField<T extends CollectionItem>({
  label,
  placeholder,
  error,
  helper,
  onBlur,
  onClear,
  status,
  size,
  children,
  ...root
}: Props<T>) {
  const classes = searchComboboxClasses(size);
  const errorId = useId();
  const helperId = useId();
  return (
    <div className={classes.wrapper}>
      <Combobox.Root
        {...root}
        className={classes.root}
        invalid={Boolean(error)}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: false, gutter: 4, strategy: "fixed" }}
      >
        <Combobox.Label className={classes.label}>
          {label}
          <RequiredMark required={root.required} />
        </Combobox.Label>
        <Combobox.Control className={styles.control}>
          <Combobox.Input className={classes.input} placeholder={placeholder} aria-describedby={describedBy(error, errorId, helper, helperId)} onBlur={onBlur} />
          <SearchComboboxTriggers onClear={onClear} />
        </Combobox.Control>
        <Combobox.Positioner className={styles.positioner}>
          <Combobox.Content className={styles.content}>
            <SearchComboboxStatus {...status} />
            {children}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <FieldNotes error={error} errorId={errorId} helper={helper} helperId={helperId} />
    </div>
  );
}
