import { describe, expect, it } from "vitest";
import { newId } from "./ids";

describe("newId", () => {
  it("is a version-7 UUID whose first 48 bits are the time", () => {
    const id = newId(0x0123_4567_89ab);
    expect(id).toMatch(/^01234567-89ab-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("sorts by creation time across milliseconds and never repeats", () => {
    const ids = Array.from({ length: 200 }, (_, i) => newId(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => newId())).size).toBe(1000);
  });
});
