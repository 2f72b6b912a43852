import { positionGroupKey, type PositionDto, type PositionPublicationDto } from "@contract/positions";
import { describe, expect, it } from "vitest";
import { groupMembers, membersKey, parseMembersKey } from "./group-members";

const publication = (patch: Partial<PositionPublicationDto>): PositionPublicationDto => ({
  type: "k",
  title: null,
  publisher: null,
  link: null,
  publicationYear: null,
  editionNumber: null,
  isbn: null,
  issn: null,
  articleTitle: null,
  articleDoi: null,
  magazineTitle: null,
  ...patch,
});
const position = (id: string, patch: Partial<PositionPublicationDto>) => ({ id, publication: publication(patch) }) as PositionDto;

describe("groupMembers", () => {
  const lalka = position("a", { title: "Lalka. Tom 1" });
  const lalkaAgain = position("b", { title: "LALKA tom 1" });
  const other = position("c", { title: "Lalka tom 1 i 2" });
  const key = positionGroupKey(lalka.publication);

  it("keeps the search's hits that carry the group's key, in order, and drops other titles with the same words", () => {
    expect(groupMembers([lalka, other, lalkaAgain], { key, positionIds: [] }).map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("keeps the ids the group sent even when their key reads differently here", () => {
    expect(groupMembers([other], { key, positionIds: ["c"] }).map((p) => p.id)).toEqual(["c"]);
  });

  it("lists a position once when two pages both return it (the list shifted between reads)", () => {
    expect(groupMembers([lalka, lalkaAgain, lalka], { key, positionIds: ["a"] }).map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("matches identifier groups by the normalised code", () => {
    const book = position("d", { title: "Cokolwiek", isbn: "9788373271890" });
    expect(groupMembers([book, lalka], { key: "isbn:9788373271890", positionIds: [] }).map((p) => p.id)).toEqual(["d"]);
  });
});

describe("membersKey", () => {
  it("round-trips the search and the number of pages", () => {
    const key = membersKey("/positions?isReported=true&pageSize=100&q=lalka%20tom", 3);
    expect(key.startsWith("/positions?")).toBe(true);
    expect(parseMembersKey(key)).toEqual({ searchKey: "/positions?isReported=true&pageSize=100&q=lalka%20tom", pages: 3 });
  });

  it("reads a key without pages, or with a bad count, as one page", () => {
    expect(parseMembersKey("/positions?q=x")).toEqual({ searchKey: "/positions?q=x", pages: 1 });
    expect(parseMembersKey("/positions?q=x#pages=0")).toEqual({ searchKey: "/positions?q=x", pages: 1 });
  });
});
