import { describe, expect, it } from "vitest";
import { asciiRun, matchPrefix, matchSource, nameFoldedOf, namesMatch, planMatch, type Proposal, sourceAfterAssignment, strongestProposals } from "./authors.rules";

const name = (firstName: string, lastName: string, middleName: string | null = null) => ({ firstName, middleName, lastName });

describe("author name rules", () => {
  it("folds the name last name first", () => {
    expect(nameFoldedOf(name("Łucja", "Żółć", "Anna"))).toBe("zolc lucja anna");
    expect(nameFoldedOf(name("Jan", "Nowak"))).toBe("nowak jan");
    expect(matchPrefix(name("Jan", "Nowak", "Maria"))).toBe("nowak jan");
  });

  it.each([
    [name("Józef", "Wiśniewski"), name("JOZEF", "WISNIEWSKI"), true],
    [name("Józef", "Wiśniewski"), name("Józef", "Wiśniewski", "Maria"), true],
    [name("Józef", "Wiśniewski", "Maria"), name("Józef", "Wiśniewski", "Marta"), false],
    [name("Józef", "Wiśniewski", "Maria"), name("józef", "wiśniewski", "MARIA"), true],
    [name("Józef", "Wiśniewski"), name("Józefa", "Wiśniewski"), false],
    [name("Anna", "Nowak"), name("Nowak", "Anna"), false],
  ])("%j ~ %j → %s", (a, b, expected) => {
    expect(namesMatch(a, b)).toBe(expected);
    expect(namesMatch(b, a)).toBe(expected);
  });

  it.each([
    ["1960-01-01", "1960-01-01", "System"],
    ["1960-01-01", "1961-01-01", null],
    ["1960-01-01", null, "SystemSuggestion"],
    [null, "1960-01-01", "SystemSuggestion"],
    [null, null, "SystemSuggestion"],
  ] as const)("birth dates %s / %s → %s", (a, b, expected) => {
    expect(matchSource(a, b)).toBe(expected);
  });

  it("asciiRun keeps the longest plain run", () => {
    expect(asciiRun("Łęcki")).toBe("cki");
    expect(asciiRun("Brzęczyszczykiewicz")).toBe("czyszczykiewicz");
    expect(asciiRun("Łó")).toBe("");
  });
});

const p = (publicationId: string, source: Proposal["source"], type: Proposal["type"] = "A"): Proposal => ({ publicationId, source, type });

describe("planMatch", () => {
  it("keeps the strongest proposal per publication", () => {
    expect(strongestProposals([p("1", "SystemSuggestion", "T"), p("1", "System", "R"), p("2", "SystemSuggestion")])).toEqual([p("1", "System", "R"), p("2", "SystemSuggestion")]);
  });

  it("inserts new links, upgrades suggestions, skips rejected pairs and never downgrades", () => {
    const existing = new Map([
      ["up", "SystemSuggestion" as const],
      ["keep", "Assignment" as const],
      ["verified", "Verification" as const],
      ["sys", "System" as const],
    ]);
    const plan = planMatch(
      [p("new", "System"), p("sugg", "SystemSuggestion"), p("up", "System"), p("keep", "System"), p("verified", "SystemSuggestion"), p("sys", "SystemSuggestion"), p("no", "System")],
      existing,
      new Set(["no"]),
    );
    expect(plan).toEqual({ insert: [p("new", "System"), p("sugg", "SystemSuggestion")], upgrade: ["up"] });
  });

  it("assignment turns only a suggestion into Assignment", () => {
    expect(sourceAfterAssignment("SystemSuggestion")).toBe("Assignment");
    expect(sourceAfterAssignment("Verification")).toBe("Verification");
    expect(sourceAfterAssignment("System")).toBe("System");
  });
});
