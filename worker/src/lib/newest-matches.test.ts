import { describe, expect, it } from "vitest";
import { rangeReadPays, sortWalkCap, walkPays } from "./newest-matches";

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

  it("a search in the queue walks the queue's index for a common word and sorts a rare word's matches", () => {
    // Bench sizes: the queue holds 144,838 positions; 'wisniewska' matches 2,411 of them.
    expect(walkPays(2_411, 144_838, 25)).toBe(true);
    expect(walkPays(2_411, 144_838, 1000)).toBe(true);
    expect(walkPays(2_411, 144_838, 200_000)).toBe(false);
    expect(walkPays(100, 144_838, 25)).toBe(false);
    expect(walkPays(1, 10, 25)).toBe(false);
    expect(walkPays(0, 0, 25)).toBe(false);
    expect(walkPays(5, 5, 25)).toBe(true);
  });

  it("a sorted search walks the sort's index, four times the even-spread depth, only while that costs under half the sort", () => {
    // Bench sizes: 'nowak' has 14,170 of 200,000 publications, 'kroniki' 5,630.
    expect(sortWalkCap(14_170, 200_000, 25)).toBe(1412);
    expect(sortWalkCap(5_630, 200_000, 25)).toBe(3553);
    expect(sortWalkCap(5_630, 200_000, 1000)).toBeUndefined();
    expect(sortWalkCap(50, 200_000, 25)).toBeUndefined();
    expect(sortWalkCap(0, 0, 25)).toBeUndefined();
    // The last page's depth is the matches: a window past them walks no further.
    expect(sortWalkCap(40, 40, 50)).toBe(160);
    for (const [matches, rows, depth] of [[14_170, 200_000, 25], [300, 1_000, 100], [7, 7, 10]] as const) {
      expect(sortWalkCap(matches, rows, depth)).toBeGreaterThanOrEqual(Math.min(depth, matches));
    }
  });
});
