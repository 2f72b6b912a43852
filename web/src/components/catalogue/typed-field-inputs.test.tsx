import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { byAttr, loadI18n, render, tags, textOf } from "../data-table/test-render";
import type { FieldBinding } from "./identifier-field";
import { TypedFieldInputs } from "./typed-field-inputs";
import { typedValues, type TypedField, type TypedValues } from "./typed-fields";

let pl: I18n;
let en: I18n;
beforeAll(async () => {
  [pl, en] = await Promise.all([loadI18n("pl"), loadI18n("en")]);
});

/** The form as useSchemaForm hands it over, with optional errors already on fields. */
function form(over: Partial<TypedValues>, errors: Partial<Record<TypedField, string>> = {}) {
  const values = { ...typedValues(null), ...over };
  const field = (key: "type" | TypedField): FieldBinding => ({
    name: key,
    value: values[key],
    error: key === "type" ? undefined : errors[key],
    onValueChange: () => {},
    onBlur: () => {},
  });
  return { values, field };
}

const inputNames = (html: string) =>
  tags(html)
    .filter((t) => t.name === "input" && t.attrs.type !== "radio")
    .map((t) => t.attrs.name);

describe("TypedFieldInputs", () => {
  it("shows only the chosen type's fields, a magazine's with its own labels", () => {
    const { html } = render(<TypedFieldInputs {...form({ type: "c" })} />, { i18n: en });
    const names = inputNames(html);
    expect(names).toEqual(expect.arrayContaining(["magazineTitle", "articleTitle", "articleDoi", "issn", "publisher", "publicationYear"]));
    expect(names).not.toContain("isbn");
    expect(names).not.toContain("title");
    expect(textOf(html)).toContain("Article title");
  });

  it("calls a book's article title a chapter title, in Polish too", () => {
    expect(textOf(render(<TypedFieldInputs {...form({ type: "k" })} />, { i18n: en }).html)).toContain("Chapter title");
    expect(textOf(render(<TypedFieldInputs {...form({ type: "k" })} />, { i18n: pl }).html)).toContain("Tytuł rozdziału");
  });

  it("says at once when a typed ISBN cannot be valid, in the user's language", () => {
    const { html } = render(<TypedFieldInputs {...form({ type: "k", isbn: "978-83-01-00000-5" })} />, { i18n: pl });
    const isbn = byAttr(html, "name", "isbn")[0]!;
    expect(isbn.attrs["aria-invalid"]).toBe("true");
  });

  it("shows the stored spelling of a valid ISBN-10", () => {
    const { html } = render(<TypedFieldInputs {...form({ type: "k", isbn: "83-01-00000-7" })} />, { i18n: en });
    expect(textOf(html)).toContain("Valid ISBN, saved as 9788301000004");
  });

  it("prefers the form's own error (from a blur or the server) over the live check", () => {
    const { html } = render(<TypedFieldInputs {...form({ type: "c", issn: "0317-8471" }, { issn: "Already taken" })} />, { i18n: en });
    expect(textOf(html)).toContain("Already taken");
    expect(textOf(html)).not.toContain("saved as");
  });

  it("puts the given action beside ISBN and ISSN, not beside DOI", () => {
    const action = <button type="button" aria-label="Scan" data-action="" />;
    expect(byAttr(render(<TypedFieldInputs {...form({ type: "k" })} identifierAction={action} />, { i18n: en }).html, "data-action", "")).toHaveLength(1);
    expect(byAttr(render(<TypedFieldInputs {...form({ type: "c" })} identifierAction={action} />, { i18n: en }).html, "data-action", "")).toHaveLength(1);
    expect(byAttr(render(<TypedFieldInputs {...form({ type: "l" })} identifierAction={action} />, { i18n: en }).html, "data-action", "")).toHaveLength(0);
  });

  it("lists filled fields the type drops, by their labels and with what they hold", () => {
    const { html } = render(<TypedFieldInputs {...form({ type: "l", isbn: "9788301000004", title: "Lalka" })} />, { i18n: en });
    expect(textOf(html)).toContain("Not used for this type and cleared on save: ISBN (9788301000004)");
    expect(byAttr(html, "role", "note")).toHaveLength(1);
    expect(byAttr(render(<TypedFieldInputs {...form({ type: "k", title: "Lalka" })} />, { i18n: en }).html, "role", "note")).toHaveLength(0);
  });

  it("quotes a long dropped value shortened, so the note stays a line or two", () => {
    const link = `https://www.bn.org.pl/download/document/${"a".repeat(200)}`;
    const { html } = render(<TypedFieldInputs {...form({ type: "k", link, title: "Lalka" })} />, { i18n: en });
    expect(textOf(html)).toContain(`Not used for this type and cleared on save: Link (${link.slice(0, 59)}…)`);
    expect(textOf(html)).not.toContain(link);
  });
});
