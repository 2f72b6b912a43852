import { translateMessage } from "@contract/messages";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { alreadyThere, type ReviewKind } from "./use-review-run";

const refusal = (errors: Record<string, string[]>, status = 409) => new ApiError({ status, title: "Conflict", errors });
const said = (key: Parameters<typeof translateMessage>[0], lang: "pl" | "en") => translateMessage(key, lang);
const ids = ["a", "b", "c", "d"];

describe("alreadyThere", () => {
  it("names the positions a refusal says are already where the action takes them, in either language", () => {
    expect(alreadyThere("verify", refusal({ "ids.0": [said("positionAlreadyVerified", "pl")], "ids.2": [said("positionAlreadyVerified", "en")] }), ids)).toEqual(["a", "c"]);
    expect(alreadyThere("outdated", refusal({ "ids.3": [said("positionAlreadyOutdated", "en")] }), ids)).toEqual(["d"]);
    expect(alreadyThere("revert", refusal({ "ids.1": [said("positionNotReviewed", "pl")] }), ids)).toEqual(["b"]);
  });

  it("is null when any reason is another (the refusal stands as it is), or the failure is no 409 refusal", () => {
    expect(alreadyThere("verify", refusal({ "ids.0": [said("positionAlreadyVerified", "pl")], "ids.1": [said("positionAlreadyOutdated", "pl")] }), ids)).toBeNull();
    expect(alreadyThere("outdated", refusal({ "ids.0": [said("positionAlreadyVerified", "en")] }), ids)).toBeNull();
    expect(alreadyThere("verify", refusal({ ids: [said("positionAlreadyVerified", "en")] }), ids)).toBeNull();
    expect(alreadyThere("verify", refusal({ "ids.9": [said("positionAlreadyVerified", "en")] }), ids)).toBeNull();
    expect(alreadyThere("verify", refusal({}), ids)).toBeNull();
    expect(alreadyThere("verify", refusal({ "ids.0": [said("positionAlreadyVerified", "en")] }, 422), ids)).toBeNull();
    expect(alreadyThere("verify", new Error("offline"), ids)).toBeNull();
  });

  it("never names a position outside the call, nor one without its kind's reason", () => {
    const kinds: ReviewKind[] = ["verify", "outdated", "revert"];
    const keys = ["positionAlreadyVerified", "positionAlreadyOutdated", "positionNotReviewed", "positionReported"] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.dictionary(fc.constantFrom("ids.0", "ids.1", "ids.2", "ids.3", "ids.7", "ids", "title"), fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 })),
        fc.constantFrom<"pl" | "en">("pl", "en"),
        (kind, reasons, lang) => {
          const errors = Object.fromEntries(Object.entries(reasons).map(([k, v]) => [k, v.map((m) => said(m, lang))]));
          const there = alreadyThere(kind, refusal(errors), ids);
          if (there === null) return;
          const own = { verify: "positionAlreadyVerified", outdated: "positionAlreadyOutdated", revert: "positionNotReviewed" }[kind];
          expect(there.length).toBe(Object.keys(errors).length);
          for (const id of there) {
            expect(ids).toContain(id);
            expect(reasons[`ids.${ids.indexOf(id)}`]!.every((m) => m === own)).toBe(true);
          }
        },
      ),
    );
  });
});
