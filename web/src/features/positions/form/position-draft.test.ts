import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../lib/memory-storage.test-support";
import { STORAGE_PREFIX } from "../../../lib/storage";
import { dropOthersDrafts } from "../../../lib/tab-store";
import { tabStore } from "../../../lib/tab-store";
import { dropPositionDraft, isBlankDraft, isUnchangedDraft, keepPositionDraft, readPositionDraft, type PositionFormState, rebasePosition, restorePositionDraft, type PositionDraft } from "./position-draft";
import { type AuthorRowValues, initialPositionValues, POSITION_FIELDS } from "./position-form";

const memory = memoryStorage;

const draft = (over: Partial<PositionDraft> = {}): PositionDraft => ({
  values: { ...initialPositionValues(null), title: "Lalka", pagesUsed: "12" },
  authors: [{ key: "row-x", firstName: "Bolesław", middleName: "", lastName: "Prus", type: "A" }],
  ...over,
});
const withoutKeys = <T extends { authors: PositionDraft["authors"] }>(d: T | null) => d && { ...d, authors: d.authors.map(({ key: _key, ...row }) => row) };

describe("position drafts", () => {
  it("come back for the same user only, once kept, and go when dropped", () => {
    const store = memory();
    keepPositionDraft(store, "u1", draft());
    expect(withoutKeys(readPositionDraft(store, "u1"))).toEqual(withoutKeys(draft()));
    expect(readPositionDraft(store, "u2")).toBeNull();
    dropPositionDraft(store, "u1");
    expect(readPositionDraft(store, "u1")).toBeNull();
  });

  it("say whether the page went with the form open, and leave it unsaid for a session that ended", () => {
    const store = memory();
    keepPositionDraft(store, "u1", draft({ reloaded: true }));
    expect(readPositionDraft(store, "u1")?.reloaded).toBe(true);
    keepPositionDraft(store, "u1", draft());
    expect(readPositionDraft(store, "u1")).not.toHaveProperty("reloaded");
    store.setItem(`${STORAGE_PREFIX}draft:position:u1`, JSON.stringify({ ...draft(), reloaded: false }));
    expect(readPositionDraft(store, "u1")).toBeNull();
  });

  it("an edit's draft comes back with its position and version, even with fields emptied", () => {
    const store = memory();
    const edit = { positionId: "p1", version: "2026-11-27T10:00:00.000Z" };
    const emptied: PositionDraft = { values: initialPositionValues(null), authors: [], edit };
    keepPositionDraft(store, "u1", emptied);
    expect(readPositionDraft(store, "u1")).toEqual(emptied);
    keepPositionDraft(store, "u1", draft({ edit }));
    expect(readPositionDraft(store, "u1")?.edit).toEqual(edit);
    store.setItem(`${STORAGE_PREFIX}draft:position:u1`, JSON.stringify({ ...draft(), edit: { positionId: "", version: "x" } }));
    expect(readPositionDraft(store, "u1")).toBeNull();
  });

  it("an edit's form left as opened is unchanged; any field or author typed differs", () => {
    const opened = draft();
    expect(isUnchangedDraft(draft({ authors: opened.authors.map((a) => ({ ...a, key: "another-row" })) }), opened)).toBe(true);
    expect(isUnchangedDraft(draft({ values: { ...opened.values, pagesUsed: "13" } }), opened)).toBe(false);
    expect(isUnchangedDraft(draft({ authors: [{ ...opened.authors[0]!, type: "T" }] }), opened)).toBe(false);
    expect(isUnchangedDraft(draft({ authors: [] }), opened)).toBe(false);
  });

  it("an empty form is no draft", () => {
    expect(isBlankDraft({ values: initialPositionValues(null), authors: [] })).toBe(true);
    expect(isBlankDraft(draft({ authors: [] }))).toBe(false);
    expect(isBlankDraft({ values: initialPositionValues(null), authors: draft().authors })).toBe(false);
  });

  it("whatever the stored text, reading gives a well-formed draft of the form's fields or nothing (property)", () => {
    const store = memory();
    const key = `${STORAGE_PREFIX}draft:position:u1`;
    const anything = fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.constant(JSON.stringify({ values: { title: "X", evil: "1" }, authors: [] })));
    fc.assert(
      fc.property(anything, (raw) => {
        store.setItem(key, raw);
        const read = readPositionDraft(store, "u1");
        if (read === null) return;
        expect(Object.keys(read.values).sort()).toEqual([...POSITION_FIELDS].sort());
        expect(Object.values(read.values).every((v) => typeof v === "string")).toBe(true);
        expect(read.authors.every((a) => typeof a.key === "string" && "ATORPI".includes(a.type))).toBe(true);
      }),
      { numRuns: 1000 },
    );
    store.setItem(key, JSON.stringify({ values: { title: "X", evil: "1" }, authors: [] }));
    expect(readPositionDraft(store, "u1")?.values).toEqual({ ...initialPositionValues(null), title: "X" });
  });

  it("a storage that refuses writes loses the draft quietly", () => {
    const full = { ...memory(), setItem: () => { throw new DOMException("full", "QuotaExceededError"); } };
    expect(() => keepPositionDraft(full, "u1", draft())).not.toThrow();
  });

  it("a browser that refuses sessionStorage (its getter throws) gets a store that keeps nothing", () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, "sessionStorage");
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      const store = tabStore();
      keepPositionDraft(store, "u1", draft());
      expect(readPositionDraft(store, "u1")).toBeNull();
    } finally {
      if (before) Object.defineProperty(globalThis, "sessionStorage", before);
      else Reflect.deleteProperty(globalThis, "sessionStorage");
    }
  });

  it("someone else signing in removes every other user's draft, and keeps their own", () => {
    const store = memory();
    for (const user of ["u1", "u2", "u3"]) keepPositionDraft(store, user, draft());
    store.setItem("report-panel:language", "pl");
    dropOthersDrafts(store, "u2");
    expect([readPositionDraft(store, "u1"), readPositionDraft(store, "u3")]).toEqual([null, null]);
    expect(readPositionDraft(store, "u2")).not.toBeNull();
    expect(store.getItem("report-panel:language")).toBe("pl");
  });
});

/** A list of authors by their last names (the generated rows differ by them alone). */
const names = (rows: AuthorRowValues[]) => rows.map((r) => r.lastName).join("|");

describe("a position's kept edit brought back", () => {
  const edit = { positionId: "p1", version: "v1" };
  const prus = { key: "r1", firstName: "Bolesław", middleName: "", lastName: "Prus", type: "A" as const };
  const orzeszkowa = { key: "r2", firstName: "Eliza", middleName: "", lastName: "Orzeszkowa", type: "A" as const };
  const text = fc.constantFrom("", "Lalka", "12", "Gebethner");
  const state: fc.Arbitrary<PositionFormState> = fc.record({
    values: fc.record({ title: text, pagesUsed: text, publisher: text }).map((v) => ({ ...initialPositionValues(null), ...v })),
    authors: fc.constantFrom<AuthorRowValues[][]>([], [prus], [orzeszkowa], [prus, orzeszkowa]),
  });

  it("over the position as it opened gives back the form as it was left (property)", () => {
    fc.assert(
      fc.property(state, state, (opened, typed) => {
        const back = restorePositionDraft({ ...typed, edit, opened }, opened);
        expect(withoutKeys(back)).toEqual(withoutKeys({ ...typed, clashed: [] }));
      }),
    );
  });

  it("over the position as saved since keeps the user's change where only they changed a field or the authors, else shows the saved one (property)", () => {
    fc.assert(
      fc.property(state, state, state, (opened, typed, now) => {
        const back = restorePositionDraft({ ...typed, edit, opened }, now);
        const clashed: string[] = [];
        for (const field of POSITION_FIELDS) {
          const mine = typed.values[field] !== opened.values[field];
          const theirs = now.values[field] !== opened.values[field];
          expect(back.values[field]).toBe(mine && !theirs ? typed.values[field] : now.values[field]);
          if (mine && theirs && typed.values[field] !== now.values[field]) clashed.push(field);
        }
        const mine = names(typed.authors) !== names(opened.authors) && names(typed.authors) !== names(now.authors);
        const theirs = names(now.authors) !== names(opened.authors);
        expect(names(back.authors)).toBe(names(mine && !theirs ? typed.authors : now.authors));
        if (mine && theirs) clashed.push("authors");
        expect([...back.clashed].sort()).toEqual(clashed.sort());
        // "Load the saved version" follows the same rule.
        expect(rebasePosition(typed, opened, now)).toMatchObject(back);
      }),
    );
  });

  it("keeps a colleague's change to the authors when the user left them alone, and names the authors when both changed them", () => {
    const opened = { values: { ...initialPositionValues(null), title: "Lalka", pagesUsed: "5" }, authors: [prus] };
    const typed = { ...opened, values: { ...opened.values, pagesUsed: "8" } };
    const now = { ...opened, authors: [orzeszkowa] };
    expect(restorePositionDraft({ ...typed, edit, opened }, now)).toEqual({ values: typed.values, authors: [orzeszkowa], clashed: [] });
    const both = restorePositionDraft({ ...typed, authors: [prus, orzeszkowa], edit, opened }, now);
    expect(both).toEqual({ values: typed.values, authors: [orzeszkowa], clashed: ["authors"] });
  });

  it("of an add, or kept before drafts held what the form opened with, is the form as it was", () => {
    const kept = draft();
    expect(restorePositionDraft(kept, null)).toEqual({ ...kept, clashed: [] });
    expect(restorePositionDraft({ ...kept, edit }, { values: initialPositionValues(null), authors: [] })).toEqual({ ...kept, clashed: [] });
  });

  it("keeps what the form opened with through storage", () => {
    const store = memory();
    const opened = { values: { ...initialPositionValues(null), title: "Lalka" }, authors: [prus] };
    keepPositionDraft(store, "u1", draft({ edit, opened }));
    const read = readPositionDraft(store, "u1");
    expect(withoutKeys(read?.opened ? { ...read.opened } : null)).toEqual(withoutKeys(opened));
  });
});
