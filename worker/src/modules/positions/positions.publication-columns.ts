import type { PositionPublicationDto } from "@contract/positions";
import type { SQL } from "drizzle-orm";
import { positions } from "../../db/schema";
import { el } from "../../lib/json-set";

/**
 * The eleven bibliographic columns a position and a catalogue publication both store, in the order
 * the set-based inserts carry them in a json_each row (a report's positions in reports.build, a
 * verification's new publications in positions.verify-catalogue). The row's writer (publicationValues) and
 * its reader (publicationColumns) take the order from here, so the two cannot drift apart.
 */
export const PUBLICATION_FIELDS = [
  "type",
  "title",
  "publisher",
  "link",
  "publicationYear",
  "editionNumber",
  "isbn",
  "issn",
  "articleTitle",
  "articleDoi",
  "magazineTitle",
] as const satisfies readonly (keyof PositionPublicationDto)[];

type PublicationField = (typeof PUBLICATION_FIELDS)[number];

/** The fields' values in PUBLICATION_FIELDS order, to place in a json_each row. */
export function publicationValues(p: Pick<PositionPublicationDto, PublicationField>): unknown[] {
  return PUBLICATION_FIELDS.map((field) => p[field]);
}

/** insertSelect values reading the fields from a json_each row that holds them from index `offset` on. */
export function publicationColumns(offset: number): Record<PublicationField, SQL> {
  return Object.fromEntries(PUBLICATION_FIELDS.map((field, i) => [field, el(offset + i)])) as Record<PublicationField, SQL>;
}

/** The position table's columns of these fields, for a select that returns them under their DTO names. */
export const positionPublicationColumns = Object.fromEntries(PUBLICATION_FIELDS.map((field) => [field, positions[field]])) as {
  [F in PublicationField]: (typeof positions)[F];
};
