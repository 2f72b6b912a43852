import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAuthorsCell, parseAuthorsCell } from "./reports-xlsx.authors";

describe("the authors cell", () => {
  it.each([
    ["", []],
    ["  ;  ", []],
    ["Kowalski Jan", [{ lastName: "Kowalski", firstName: "Jan", middleName: null, type: "A" }]],
    ["Kowalski Jan Maria (t)", [{ lastName: "Kowalski", firstName: "Jan", middleName: "Maria", type: "T" }]],
    [
      "Kowalski Jan (A); Nowak Anna ( R );",
      [
        { lastName: "Kowalski", firstName: "Jan", middleName: null, type: "A" },
        { lastName: "Nowak", firstName: "Anna", middleName: null, type: "R" },
      ],
    ],
    ["van der Berg, Piet Jan Karel (O)", [{ lastName: "van der Berg", firstName: "Piet", middleName: "Jan Karel", type: "O" }]],
    ["Nowak-Jeziorańska\u00a0Anna", [{ lastName: "Nowak-Jeziorańska", firstName: "Anna", middleName: null, type: "A" }]],
  ])("reads %j", (cell, authors) => {
    expect(parseAuthorsCell(cell)).toEqual({ ok: true, authors });
  });

  it.each([
    ["Kowalski", "authorsFormat:1"],
    ["Kowalski Jan Maria Anna", "authorsFormat:1"],
    ["Kowalski Jan; Nowak", "authorsFormat:2"],
    ["Kowalski Jan (X)", "authorType:1|X"],
    ["Kowalski Jan (AT)", "authorType:1|AT"],
    ["Kowalski (A) Jan", "authorsFormat:1"],
    ["Kowalski, Jan, Maria", "authorsFormat:1"],
    [", Jan", "authorsFormat:1"],
    ["Kowalski,", "authorsFormat:1"],
    ["Kowalski Jan)", "authorsFormat:1"],
  ])("refuses %j with %s", (cell, error) => {
    expect(parseAuthorsCell(cell)).toEqual({ ok: false, error });
  });

  it("reads back what it writes", () => {
    const word = fc.stringMatching(/^[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż'-]{1,12}$/);
    const author = fc.record({
      lastName: fc.oneof(word, fc.tuple(word, word).map(([a, b]) => `${a} ${b}`)),
      firstName: word,
      middleName: fc.option(word, { nil: null }),
      type: fc.constantFrom("A", "T", "O", "R", "P", "I"),
    });
    fc.assert(
      fc.property(fc.array(author, { maxLength: 6 }), (authors) => {
        expect(parseAuthorsCell(formatAuthorsCell(authors))).toEqual({ ok: true, authors });
      }),
    );
  });
});
