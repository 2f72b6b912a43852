import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AuditListQuery } from "./audit";
import { AuthorListQuery } from "./authors";
import { CompanyListQuery } from "./companies";
import { m } from "./messages";
import { PositionGroupsQuery, PositionListQuery } from "./positions";
import { PublicationListQuery } from "./publications";
import { ReportListQuery } from "./reports";
import { UserListQuery } from "./users";

const LISTS = { AuditListQuery, AuthorListQuery, CompanyListQuery, PositionGroupsQuery, PositionListQuery, PublicationListQuery, ReportListQuery, UserListQuery };
const day = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe("every list's creation-date range", () => {
  it.each(Object.entries(LISTS))("%s: an end before the start is refused on createdTo; any other range passes", (_, schema) => {
    fc.assert(
      fc.property(day, day, (from, to) => {
        const result = v.safeParse(schema as v.GenericSchema, { createdFrom: from, createdTo: to });
        const issues = (result.issues ?? []).map((i) => [v.getDotPath(i), i.message]);
        expect(issues).toEqual(from <= to ? [] : [["createdTo", m("dateRange")]]);
      }),
      { numRuns: 50 },
    );
  });
});
