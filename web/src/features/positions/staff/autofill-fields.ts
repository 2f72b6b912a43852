import type { PositionPublicationDto } from "@contract/positions";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type AutofillField = Exclude<keyof PositionPublicationDto, "type">;

/** The publication fields autofill may suggest, in the order the form shows them. */
export const AUTOFILL_FIELDS: readonly AutofillField[] = [
  "title",
  "articleTitle",
  "magazineTitle",
  "publisher",
  "publicationYear",
  "editionNumber",
  "isbn",
  "issn",
  "articleDoi",
  "link",
];

export const AUTOFILL_FIELD_LABELS: Record<AutofillField, MessageDescriptor> = {
  title: msg`Title`,
  articleTitle: msg`Article title`,
  magazineTitle: msg`Magazine title`,
  publisher: msg`Publisher or portal`,
  publicationYear: msg`Year`,
  editionNumber: msg`Edition`,
  isbn: msg`ISBN`,
  issn: msg`ISSN`,
  articleDoi: msg`DOI`,
  link: msg`Link`,
};

/** The suggested values that would fill a field the position has empty (the API suggests only those; this re-checks). */
export function fillableValues(current: PositionPublicationDto, suggested: Partial<PositionPublicationDto>): Partial<PositionPublicationDto> {
  const out: Partial<Record<AutofillField, string | number>> = {};
  for (const field of AUTOFILL_FIELDS) {
    const value = suggested[field];
    const empty = current[field] === null || current[field] === "";
    if (empty && value !== null && value !== undefined && value !== "") out[field] = value;
  }
  return out as Partial<PositionPublicationDto>;
}

/** The publication as PATCH /positions/{id} takes it: the position's own values, its empty fields filled. */
export function filledPublication(current: PositionPublicationDto, suggested: Partial<PositionPublicationDto>): PositionPublicationDto {
  return { ...current, ...fillableValues(current, suggested) };
}
