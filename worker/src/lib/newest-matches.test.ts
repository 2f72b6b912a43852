import { describe, expect, it } from "vitest";
import { rangeReadPays } from "./newest-matches";

describe("range or sort for a search's newest page", () => {
  it("a common word's first pages read a range; a rare word, a deep window or no match sort the matches", () => {
    // Bench sizes: 'kroniki' has 37,404 of 1,000,000 positions and 5,545 of 200,000 publications.
    expect(rangeReadPays(37_404, 1_000_000, 25)).toBe(true);
    expect(rangeReadPays(37_404, 1_000_000, 1000)).toBe(true);
    expect(rangeReadPays(5_545, 200_000, 25)).toBe(true);
    expect(rangeReadPays(5_545, 200_000, 1000)).toBe(false);
    expect(rangeReadPays(1, 200_000, 25)).toBe(false);
    expect(rangeReadPays(0, 0, 25)).toBe(false);
    expect(rangeReadPays(30, 30, 50)).toBe(false);
    expect(rangeReadPays(30, 30, 25)).toBe(true);
  });
});
