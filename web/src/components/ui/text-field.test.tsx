import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { byAttr, loadI18n, render, tags } from "../data-table/test-render";
import { TextField } from "./text-field";

let en: I18n;
let pl: I18n;
beforeAll(async () => {
  en = await loadI18n("en");
  pl = await loadI18n("pl");
});

const input = (html: string) => tags(html).find((t) => t.name === "input")!;
const textOf = (html: string, id: string | undefined) => {
  const tag = byAttr(html, "id", id ?? "")[0];
  return tag ? html.slice(tag.index).replace(/^<[^>]+>/, "").split("<")[0] : undefined;
};

const describedAtLimit254 = (value: string, i18n: I18n, extra: { inputMode?: "numeric" } = {}) => {
  const { html } = render(<TextField label="Street" value={value} onValueChange={() => undefined} helper="As on the invoice" maxLength={254} {...extra} />, { i18n, path: "/" });
  return (input(html).attrs["aria-describedby"]?.split(" ") ?? []).map((id) => textOf(html, id));
};

describe("TextField", () => {
  it("describes the input by its helper", () => {
    const { html } = render(<TextField label="ISBN" value="" onValueChange={() => undefined} helper="10 or 13 digits" />, { i18n: en, path: "/" });
    const ids = input(html).attrs["aria-describedby"]?.split(" ") ?? [];
    expect(ids.map((id) => textOf(html, id))).toEqual(["10 or 13 digits"]);
  });

  it("describes an invalid input by its helper and its error, not by aria-errormessage alone", () => {
    const { html } = render(<TextField label="ISBN" value="1" onValueChange={() => undefined} helper="10 or 13 digits" error="The ISBN check digit is wrong" />, {
      i18n: en,
      path: "/",
    });
    expect(input(html).attrs["aria-invalid"]).toBe("true");
    const ids = input(html).attrs["aria-describedby"]?.split(" ") ?? [];
    expect(ids.map((id) => textOf(html, id))).toEqual(["10 or 13 digits", "The ISBN check digit is wrong"]);
  });

  it("says when the input is at its limit (a longer paste was cut there), and not before", () => {
    expect(describedAtLimit254("x".repeat(253), en)).toEqual(["As on the invoice"]);
    expect(describedAtLimit254("x".repeat(254), en)).toEqual(["As on the invoice", "Limit reached: 254 characters. Anything longer is cut off."]);
    expect(describedAtLimit254("x".repeat(254), pl)).toEqual(["As on the invoice", "Osiągnięto limit: 254 znaki. Dłuższy tekst zostaje ucięty."]);
    // A number's field has no maxLength of its own (its length is left to validation).
    expect(describedAtLimit254("1".repeat(254), en, { inputMode: "numeric" })).toEqual(["As on the invoice"]);
  });
});
