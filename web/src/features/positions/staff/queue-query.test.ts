import { describe, expect, it } from "vitest";
import { parseListState } from "../../../lib/url-state";
import type { PositionPublicationDto } from "@contract/positions";
import { fillableValues, filledPublication } from "./autofill-fields";
import { groupSearch, parseGroupKey } from "./group-key";
import { QUEUE_DEFAULTS, chunkIds, groupsApiQuery, queueApiQuery, queueStateOf } from "./queue-query";

const stateOf = (search: string) => parseListState(search, QUEUE_DEFAULTS);

describe("queueStateOf", () => {
  it.each([
    ["", "open"],
    ["isVerified=false&isReported=true", "open"],
    ["isVerified=true", "verified"],
    ["isOutdated=true", "outdated"],
    ["state=all", "all"],
    ["state=outdated&isVerified=false", "outdated"],
    ["state=bogus", "open"],
  ])("%s → %s", (search, expected) => {
    expect(queueStateOf(stateOf(search).filters)).toBe(expected);
  });
});

describe("queueApiQuery", () => {
  it("asks for reported positions with the state's flags, company, type, search and order", () => {
    const params = new URLSearchParams(queueApiQuery(stateOf("isVerified=false&isReported=true&companyId=c1&type=k&q=lalka&page=2")));
    expect(Object.fromEntries(params)).toEqual({
      page: "2",
      pageSize: "25",
      sort: "createdOn",
      order: "desc",
      q: "lalka",
      isReported: "true",
      isVerified: "false",
      isOutdated: "false",
      companyId: "c1",
      type: "k",
    });
  });

  it("sends no state flags for all, one for verified or outdated, and never the view", () => {
    expect(new URLSearchParams(queueApiQuery(stateOf("state=all&view=groups"))).has("isVerified")).toBe(false);
    expect(new URLSearchParams(queueApiQuery(stateOf("state=all&view=groups"))).has("view")).toBe(false);
    const verified = new URLSearchParams(queueApiQuery(stateOf("state=verified")));
    expect([verified.get("isVerified"), verified.get("isOutdated")]).toEqual(["true", null]);
    const outdated = new URLSearchParams(queueApiQuery(stateOf("state=outdated")));
    expect([outdated.get("isVerified"), outdated.get("isOutdated")]).toEqual([null, "true"]);
  });

  it("gives the groups the same filters, dates included, without a sort", () => {
    const params = new URLSearchParams(groupsApiQuery(stateOf("sort=title&order=asc&companyId=c1&createdFrom=2026-01-01&createdTo=2026-02-01")));
    expect(params.has("sort")).toBe(false);
    expect(params.has("order")).toBe(false);
    expect([params.get("createdFrom"), params.get("createdTo")]).toEqual(["2026-01-01", "2026-02-01"]);
    expect(params.get("companyId")).toBe("c1");
    expect(params.get("isOutdated")).toBe("false");
  });
});

describe("chunkIds", () => {
  it("splits into calls of at most 1,000 in order", () => {
    const ids = Array.from({ length: 2345 }, (_, i) => `p${i}`);
    const chunks = chunkIds(ids);
    expect(chunks.map((c) => c.length)).toEqual([1000, 1000, 345]);
    expect(chunks.flat()).toEqual(ids);
    expect(chunkIds([])).toEqual([]);
  });
});

describe("group keys", () => {
  it.each([
    ["isbn:9788301000001", { kind: "isbn", value: "9788301000001" }, "9788301000001"],
    ["issn:0317-8471", { kind: "issn", value: "0317-8471" }, "0317-8471"],
    ["doi:10.1234/ab:c", { kind: "doi", value: "10.1234/ab:c" }, "10.1234/ab:c"],
    ["title:k:pan tadeusz", { kind: "title", value: "pan tadeusz" }, "tadeusz pan"],
  ])("%s", (key, parts, search) => {
    expect(parseGroupKey(key)).toEqual(parts);
    expect(groupSearch(key)).toBe(search);
  });

  it("keeps a long title's search within the limit, longest words first", () => {
    const key = `title:k:${Array.from({ length: 60 }, (_, i) => `slowo${i}`).join(" ")}`;
    expect(groupSearch(key).length).toBeLessThanOrEqual(120);
    expect(groupSearch(key).length).toBeGreaterThan(100);
  });
});

describe("autofill values", () => {
  const position: PositionPublicationDto = {
    type: "c",
    title: null,
    publisher: "",
    link: null,
    publicationYear: null,
    editionNumber: "2",
    isbn: "9788301000001",
    issn: null,
    articleTitle: null,
    articleDoi: null,
    magazineTitle: "Zeszyt",
  };

  it("fills only the empty fields, never the type or a field the position has", () => {
    const suggested = { type: "k" as const, title: "Lalka", publisher: "PIW", publicationYear: 1890, editionNumber: "5", magazineTitle: "Inny", issn: "" };
    expect(fillableValues(position, suggested)).toEqual({ title: "Lalka", publisher: "PIW", publicationYear: 1890 });
    expect(filledPublication(position, suggested)).toEqual({ ...position, title: "Lalka", publisher: "PIW", publicationYear: 1890 });
  });

  it("suggests nothing when nothing is offered", () => {
    expect(fillableValues(position, {})).toEqual({});
    expect(filledPublication(position, {})).toEqual(position);
  });
});
