import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { positionReasons } from "./review-problem";

describe("positionReasons", () => {
  const error = new ApiError({
    status: 409,
    title: "Conflict",
    detail: "positionsConflict:2",
    errors: { "ids.0": ["positionVerified"], "ids.2": ["positionOutdated"], other: ["x"] },
  });
  const failure = { error, ids: ["a", "b", "c"], done: 0, total: 3 };

  it("names each refused position by its index in the call, with the reason in the user's language", () => {
    const names: Record<string, string> = { a: "Lalka (Firma)" };
    expect(positionReasons(failure, (id) => names[id], "pl")).toEqual([
      { name: "Lalka (Firma)", reason: "Pozycja jest zweryfikowana; najpierw cofnij weryfikację" },
      { name: "c", reason: "Pozycja jest oznaczona jako nieaktualna" },
    ]);
    expect(positionReasons(failure, () => undefined, "en")[0]).toEqual({ name: "a", reason: "The position is verified; revert it first" });
  });

  it("has nothing to list for a failure that is not a problem answer", () => {
    expect(positionReasons({ ...failure, error: new Error("offline") }, () => undefined, "en")).toEqual([]);
  });
});
