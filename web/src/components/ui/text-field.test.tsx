import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { byAttr, loadI18n, render, tags } from "../data-table/test-render";
import { TextField } from "./text-field";

let en: I18n;
beforeAll(async () => {
  en = await loadI18n("en");
});

const input = (html: string) => tags(html).find((t) => t.name === "input")!;
const textOf = (html: string, id: string | undefined) => {
  const tag = byAttr(html, "id", id ?? "")[0];
  return tag ? html.slice(tag.index).replace(/^<[^>]+>/, "").split("<")[0] : undefined;
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
});
