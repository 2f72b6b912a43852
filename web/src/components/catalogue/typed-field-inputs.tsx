import type { PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { shorten } from "../../lib/format";
import { RadioGroupField } from "../ui/radio-group-field";
import { TextField } from "../ui/text-field";
import { IdentifierField, type FieldBinding } from "./identifier-field";
import { withScheme } from "./link-scheme";
import { PUBLICATION_TYPE_LABELS } from "./labels";
import { useTypedFieldLabels } from "./typed-field-labels";
import { FIELDS_BY_TYPE, REQUIRED_BY_TYPE, hiddenFilledFields, isPublicationType, type TypedField, type TypedValues } from "./typed-fields";

type Props = {
  values: TypedValues;
  field: (key: "type" | TypedField) => FieldBinding;
  /** Beside the ISBN and ISSN inputs (the catalogue form's scan button). */
  identifierAction?: ReactNode;
};

/** A dropped value is quoted to be recognised, not read in full (a link can run to hundreds of characters). */
const DROPPED_VALUE_MAX = 60;
const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const full = css({ gridColumn: { sm: "1 / -1" } });
const wide: readonly TypedField[] = ["title", "articleTitle", "magazineTitle", "link", "isbn", "issn", "articleDoi"];
/** Input limits as the contract's (publisher 300, link 2000, edition 50, other texts 500). */
const maxLength = (key: TypedField) =>
  key === "link" ? 2000 : key === "editionNumber" ? 50 : key === "publicationYear" ? 4 : key === "publisher" ? 300 : 500;

/** The link field puts "https://" before a bare site address as it is left ("bn.org.pl" → "https://bn.org.pl"). */
function completedLink(binding: FieldBinding): FieldBinding {
  return {
    ...binding,
    onBlur: () => {
      const fixed = withScheme(binding.value);
      if (fixed !== binding.value) binding.onValueChange(fixed);
      binding.onBlur();
    },
  };
}

/**
 * A publication's type and then only that type's fields, in the type's order, with the type's
 * labels; below them which filled fields the type drops. The catalogue form and a position's form
 * both describe a publication with it.
 */
export function TypedFieldInputs({ values, field, identifierAction }: Props) {
  const { t, i18n } = useLingui();
  const type: PublicationType = isPublicationType(values.type) ? values.type : "k";
  const labels = useTypedFieldLabels(type);
  const required = REQUIRED_BY_TYPE[type];

  const render = (key: TypedField) => {
    let input: ReactNode;
    if (key === "isbn" || key === "issn" || key === "articleDoi")
      input = <IdentifierField field={key} binding={field(key)} label={labels[key]} action={key === "articleDoi" ? undefined : identifierAction} />;
    else
      input = (
        <TextField
          {...(key === "link" ? completedLink(field(key)) : field(key))}
          label={labels[key]}
          required={required.includes(key)}
          maxLength={maxLength(key)}
          inputMode={key === "publicationYear" ? "numeric" : key === "link" ? "url" : undefined}
          type={key === "link" ? "url" : "text"}
          helper={key === "link" ? t`Starts with http:// or https://` : undefined}
          autoComplete="off"
        />
      );
    return (
      <div key={key} className={wide.includes(key) ? full : undefined}>
        {input}
      </div>
    );
  };

  const dropped = hiddenFilledFields(values);
  return (
    <>
      <RadioGroupField
        label={t`Type`}
        name="type"
        required
        value={type}
        onValueChange={(value) => field("type").onValueChange(value)}
        options={(["k", "c", "l"] as const).map((value) => ({ value, label: i18n._(PUBLICATION_TYPE_LABELS[value]) }))}
      />
      <div className={grid}>{FIELDS_BY_TYPE[type].map(render)}</div>
      {dropped.length ? (
        <p role="note" className={css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" })}>
          {t`Not used for this type and cleared on save:`} {dropped.map((f) => `${labels[f]} (${shorten(String(values[f]).trim(), DROPPED_VALUE_MAX)})`).join(", ")}
        </p>
      ) : null}
    </>
  );
}
