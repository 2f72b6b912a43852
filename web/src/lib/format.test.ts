import { describe, expect, it } from "vitest";
import { formatFullName, initials, shorten } from "./format";

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

describe("shorten", () => {
  it("keeps a text of at most max characters and cuts a longer one to exactly max, ending in an ellipsis", () => {
    expect(shorten("Lalka", 5)).toBe("Lalka");
    expect(shorten("Lalka!", 5)).toBe("Lalk…");
    // Characters, not UTF-16 units: an emoji is not split.
    expect(shorten("ab😀cd", 4)).toBe("ab😀…");
    for (const text of ["", "x", "żółć", "a".repeat(59), "a".repeat(60), "a".repeat(61), "😀".repeat(70)]) {
      const out = shorten(text, 60);
      expect([...out].length).toBeLessThanOrEqual(60);
      expect(out === text || (out.endsWith("…") && text.startsWith(out.slice(0, -1)))).toBe(true);
    }
  });
});
