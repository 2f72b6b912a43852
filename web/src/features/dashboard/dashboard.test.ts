import { describe, expect, it } from "vitest";
import { countBy } from "./api/use-totals";
import { barWidth } from "./components/bar-chart";

describe("panel totals", () => {
  it("pairs each value with its count, asking for all of them at once", async () => {
    const started: string[] = [];
    const result = await countBy(["a", "b", "c"], async (v) => {
      started.push(v);
      await new Promise((r) => setTimeout(r, v === "a" ? 20 : 1));
      return v.charCodeAt(0);
    });
    expect(started).toEqual(["a", "b", "c"]);
    expect(result).toEqual([
      { value: "a", count: 97 },
      { value: "b", count: 98 },
      { value: "c", count: 99 },
    ]);
  });

  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [3, 12, 25],
    [12, 12, 100],
    [1, 3, 33],
  ])("a bar of %i out of a largest %i is %i%% wide", (value, max, width) => {
    expect(barWidth(value, max)).toBe(width);
  });
});
