import { describe, expect, it } from "vitest";
import { formatFullName, initials } from "./format";

describe("formatFullName", () => {
  it.each([
    [{ firstName: "Jan", middleName: "Maria", lastName: "Kowalski" }, "Kowalski, Jan Maria"],
    [{ firstName: "Jan", middleName: null, lastName: "Kowalski" }, "Kowalski, Jan"],
    [{ firstName: "Jan", middleName: "", lastName: "Kowalski" }, "Kowalski, Jan"],
    [{ firstName: "  Jan ", middleName: "  ", lastName: " Nowak-Kowalska " }, "Nowak-Kowalska, Jan"],
    [{ firstName: "Jan", lastName: "" }, "Jan"],
    [{ firstName: "", lastName: "Kowalski" }, "Kowalski"],
    [{}, ""],
  ])("%j → %s", (parts, expected) => {
    expect(formatFullName(parts)).toBe(expected);
  });
});

describe("initials", () => {
  it("takes the first letters of first and last name", () => {
    expect(initials({ firstName: "jan", lastName: "Łukasiewicz" })).toBe("JŁ");
    expect(initials({ firstName: "Jan" })).toBe("J");
  });
});
