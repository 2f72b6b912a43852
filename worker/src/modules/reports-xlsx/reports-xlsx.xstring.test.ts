import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeXstring, escapeXstring } from "./reports-xlsx.xstring";

/** Text dense in escapes and near-escapes, either case. */
const escapeLike = fc
  .array(fc.constantFrom("_x", "_", "x", "X", "00", "0", "0D", "0d", "5F", "41", "a", "ą", " ", "_x005F_", "_x000D_", "_x000d_"), { maxLength: 16 })
  .map((parts) => parts.join(""));

describe("Excel's _xHHHH_ escapes", () => {
  it("decodes what Excel writes", () => {
    expect(decodeXstring("Lal_x0001_ka_x000D_\nTom II")).toBe("Lal\u0001ka\r\nTom II");
    expect(decodeXstring("_x005F_x0041_")).toBe("_x0041_");
    expect(decodeXstring("_xd83d__xde00_")).toBe("😀");
    expect(decodeXstring("a_x00_b_x00410_c")).toBe("a_x00_b_x00410_c");
  });

  it("escapes text Excel would decode, overlapping escapes too", () => {
    expect(escapeXstring("_x0041_x0042_")).toBe("_x005F_x0041_x005F_x0042_");
    expect(escapeXstring("Wesele_2024")).toBe("Wesele_2024");
  });

  it("any text escaped and decoded is the text again", () => {
    fc.assert(
      fc.property(fc.oneof(escapeLike, fc.string()), (text) => decodeXstring(escapeXstring(text)) === text),
      { numRuns: 2000 },
    );
  });

  it("text without an escape is left as it is", () => {
    fc.assert(
      fc.property(escapeLike, (text) => {
        fc.pre(!/_x[0-9A-Fa-f]{4}_/.test(text));
        return decodeXstring(text) === text && escapeXstring(text) === text;
      }),
      { numRuns: 2000 },
    );
  });
});
