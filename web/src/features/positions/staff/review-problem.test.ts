import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { positionReasons } from "./review-problem";

describe("positionReasons", () => {
  const error = new ApiError({
    status: 409,
    title: "Conflict",
    detail: "positionsConflict:2",
    errors: { "ids.0": ["positionAlreadyVerified"], "ids.2": ["positionAlreadyOutdated"], other: ["x"] },
  });
  const failure = { error, ids: ["a", "b", "c"], done: 0, total: 3 };

  it("names each refused position by its index in the call, with the reason in the user's language", () => {
    const names: Record<string, string> = { a: "Lalka (Firma)" };
    expect(positionReasons(failure, (id) => names[id], "pl")).toEqual([
      { name: "Lalka (Firma)", reason: "Pozycja jest już zweryfikowana, być może przez kogoś innego" },
      { name: "c", reason: "Pozycja jest już oznaczona jako nieaktualna, być może przez kogoś innego" },
    ]);
    expect(positionReasons(failure, () => undefined, "en")[0]).toEqual({ name: "a", reason: "The position is already verified, perhaps by someone else" });
  });

  it("has nothing to list for a failure that is not a problem answer", () => {
    expect(positionReasons({ ...failure, error: new Error("offline") }, () => undefined, "en")).toEqual([]);
  });
});
