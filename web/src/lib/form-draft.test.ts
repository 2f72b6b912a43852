import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage.test-support";
import { changedFields, changesOf, draftOf, dropFormDraft, type FormDraft, keepFormDraft, readFormDraft, rebase, restoreDraft, withDraft } from "./form-draft";
import { STORAGE_PREFIX } from "./storage";
import { dropOthersDrafts } from "./tab-store";

const memory = memoryStorage;

const FIELDS = ["title", "year", "publisher", "isbn"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
// Few distinct strings, so that fields often agree and often differ.
const text = fc.constantFrom("", "Lalka", "lalka", "1890", " ", "Gebethner");
const values: fc.Arbitrary<Values> = fc.record({ title: text, year: text, publisher: text, isbn: text });

describe("a form's changes", () => {
  it("laid over the form as it opened give back what the user had", () => {
    fc.assert(
      fc.property(values, values, (opened, typed) => {
        expect(withDraft(opened, { values: changedFields(typed, opened) })).toEqual(typed);
      }),
    );
  });

  it("laid over the record as it is now keep a colleague's change to a field the user left alone", () => {
    fc.assert(
      fc.property(values, values, values, (opened, typed, now) => {
        const changes = changedFields(typed, opened);
        const merged = withDraft(now, { values: changes });
        for (const field of FIELDS) expect(merged[field]).toBe(field in changes ? typed[field] : now[field]);
      }),
    );
  });

  it("hold only the fields that differ, and nothing for an untouched form", () => {
    const opened: Values = { title: "Lalka", year: "1890", publisher: "", isbn: "" };
    expect(changedFields(opened, opened)).toEqual({});
    expect(changedFields({ ...opened, publisher: "", year: "" }, opened)).toEqual({ year: "" });
  });

  it("drop kept fields the form no longer has", () => {
    const opened: Values = { title: "", year: "", publisher: "", isbn: "" };
    expect(withDraft(opened, { values: { title: "Lalka", removedField: "x" } })).toEqual({ ...opened, title: "Lalka" });
  });
});

describe("a kept draft brought back", () => {
  const edit = { id: "p1", version: "v1" };
  it("over the form as it opened gives back what the user had, with nothing clashed", () => {
    fc.assert(
      fc.property(values, values, (opened, typed) => {
        const back = restoreDraft(opened, { ...changesOf(typed, opened), edit });
        expect(back.values).toEqual(typed);
        expect(back.clashed).toEqual([]);
        expect(back.kept.sort()).toEqual(Object.keys(changedFields(typed, opened)).sort());
      }),
    );
  });

  it("over the record as saved since follows the rule of 'Load the saved version'", () => {
    fc.assert(
      fc.property(values, values, values, (opened, typed, now) => {
        expect(restoreDraft(now, { ...changesOf(typed, opened), edit })).toEqual(rebase(typed, opened, now));
      }),
    );
  });

  it("names a field a colleague changed too, and shows their value in it", () => {
    const opened: Values = { title: "Lalka", year: "1890", publisher: "", isbn: "" };
    const draft = { ...changesOf({ ...opened, year: "1887", publisher: "Gebethner" }, opened), edit };
    const back = restoreDraft({ ...opened, year: "1899" }, draft);
    expect(back).toEqual({ values: { ...opened, year: "1899", publisher: "Gebethner" }, kept: ["publisher"], clashed: ["year"] });
  });

  it("of an edit names its record and version; an add's names none", () => {
    const opened: Values = { title: "Lalka", year: "1890", publisher: "", isbn: "" };
    const typed = { ...opened, year: "1887" };
    expect(draftOf(typed, opened, { id: "p1" }, "v7")).toEqual({ values: { year: "1887" }, opened: { year: "1890" }, edit: { id: "p1", version: "v7" } });
    expect(draftOf(typed, opened, null, undefined)).toEqual({ values: { year: "1887" }, opened: { year: "1890" } });
  });

  it("of an add, or kept without what its fields held (an older draft), is laid over as it is", () => {
    const now: Values = { title: "Lalka", year: "1899", publisher: "", isbn: "" };
    expect(restoreDraft(now, { values: { year: "1887" }, edit })).toEqual({ values: { ...now, year: "1887" }, kept: ["year"], clashed: [] });
    // A new publication's scanned ISBN given to the form again is not a colleague's change.
    expect(restoreDraft({ ...now, isbn: "9788324" }, changesOf({ ...now, isbn: "978" }, now))).toEqual({ values: { ...now, isbn: "978" }, kept: ["isbn"], clashed: [] });
    expect(restoreDraft(now, null)).toEqual({ values: now, kept: [], clashed: [] });
  });
});

describe("kept form drafts", () => {
  const edit: FormDraft = { values: { year: "" }, opened: { year: "1890" }, edit: { id: "p1", version: "2026-11-28T10:00:00.000Z" } };

  it("come back for the same user and form only, once kept, and go when dropped", () => {
    const store = memory();
    keepFormDraft(store, "publication", "u1", edit);
    expect(readFormDraft(store, "publication", "u1")).toEqual(edit);
    expect(readFormDraft(store, "publication", "u2")).toBeNull();
    expect(readFormDraft(store, "author", "u1")).toBeNull();
    dropFormDraft(store, "publication", "u1");
    expect(readFormDraft(store, "publication", "u1")).toBeNull();
  });

  it("say whether the page went with the form open, and leave it unsaid for a session that ended", () => {
    const store = memory();
    keepFormDraft(store, "author", "u1", { ...edit, reloaded: true });
    expect(readFormDraft(store, "author", "u1")?.reloaded).toBe(true);
    keepFormDraft(store, "author", "u1", edit);
    expect(readFormDraft(store, "author", "u1")).not.toHaveProperty("reloaded");
    store.setItem(`${STORAGE_PREFIX}draft:author:u1`, JSON.stringify({ ...edit, reloaded: "yes" }));
    expect(readFormDraft(store, "author", "u1")).toBeNull();
  });

  it("keep a new record's rows, and are not kept when they hold nothing", () => {
    const store = memory();
    keepFormDraft(store, "publication", "u1", { values: {}, rows: [] });
    expect(store.length).toBe(0);
    const rows = [{ author: { id: "a1", name: "Bolesław Prus", birthDate: null }, type: "A" }];
    keepFormDraft(store, "publication", "u1", { values: {}, rows });
    expect(readFormDraft(store, "publication", "u1")).toEqual({ values: {}, rows });
  });

  it("read nothing from what is not a draft", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((j) => JSON.stringify(j))), (raw) => {
        const store = memory();
        store.setItem(`${STORAGE_PREFIX}draft:company:u1`, raw);
        const read = readFormDraft(store, "company", "u1");
        if (read === null) return;
        expect(Object.values(read.values).every((value) => typeof value === "string")).toBe(true);
        expect(Object.keys(read.values).length > 0 || (Array.isArray(read.rows) && read.rows.length > 0)).toBe(true);
      }),
    );
    const store = memory();
    store.setItem(`${STORAGE_PREFIX}draft:company:u1`, '{"values":{"name":1}}');
    expect(readFormDraft(store, "company", "u1")).toBeNull();
    store.setItem(`${STORAGE_PREFIX}draft:company:u1`, '{"values":{"name":"Znak"},"edit":{"id":"","version":"v"}}');
    expect(readFormDraft(store, "company", "u1")).toBeNull();
  });

  it("are dropped with every other user's drafts when someone else signs in on the tab", () => {
    const store = memory();
    keepFormDraft(store, "company", "u1", { values: { name: "Znak" } });
    keepFormDraft(store, "author", "u2", { values: { lastName: "Prus" } });
    dropOthersDrafts(store, "u2");
    expect(readFormDraft(store, "company", "u1")).toBeNull();
    expect(readFormDraft(store, "author", "u2")).toEqual({ values: { lastName: "Prus" } });
  });
});

describe("a form reloaded after a colleague's save", () => {
  it("holds the saved value where the user changed nothing, the user's where only they changed the field, the saved one where both did", () => {
    fc.assert(
      fc.property(values, values, values, (opened, typed, saved) => {
        const { values: merged, kept, clashed } = rebase(typed, opened, saved);
        for (const field of FIELDS) {
          const mine = typed[field] !== opened[field];
          const theirs = saved[field] !== opened[field];
          expect(merged[field]).toBe(mine && !theirs ? typed[field] : saved[field]);
          expect(kept.includes(field)).toBe(mine && !theirs);
          expect(clashed.includes(field)).toBe(mine && theirs && typed[field] !== saved[field]);
        }
      }),
    );
  });

  it("loses none of the user's changes when nobody else changed those fields", () => {
    fc.assert(
      fc.property(values, values, (opened, typed) => {
        expect(rebase(typed, opened, opened)).toEqual({ values: typed, kept: FIELDS.filter((f) => typed[f] !== opened[f]), clashed: [] });
      }),
    );
  });
});
