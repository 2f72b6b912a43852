import { PositionPublicationDto } from "@contract/positions";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { PUBLICATION_FIELDS, publicationColumns, publicationValues } from "./positions.publication-columns";

const dialect = new SQLiteSyncDialect();

describe("the publication columns of a json_each row", () => {
  it("are every field of a position's publication, once", () => {
    expect([...PUBLICATION_FIELDS].sort()).toEqual(Object.keys(PositionPublicationDto.entries).sort());
  });

  it("are read from the index where publicationValues put them, after `offset` leading values", () => {
    const publication = Object.fromEntries(PUBLICATION_FIELDS.map((field) => [field, `value of ${field}`])) as unknown as PositionPublicationDto;
    const row = ["id", ...publicationValues(publication)];
    for (const [field, expression] of Object.entries(publicationColumns(1))) {
      const index = Number(/\$\[(\d+)\]/.exec(dialect.sqlToQuery(expression).sql)?.[1]);
      expect(row[index]).toBe(`value of ${field}`);
    }
  });
});
