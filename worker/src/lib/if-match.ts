import { m } from "@contract/messages";
import { ConflictError } from "./errors";

/**
 * The version an If-Match header asks for: a record's updatedOn, quoted as an entity tag or
 * bare, weak (W/) or strong alike. No header, an empty one or "*" (any version) ask for none.
 */
export function versionOf(header: string | undefined): string | undefined {
  let value = header?.trim() ?? "";
  if (value.startsWith("W/")) value = value.slice(2);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return value === "" || value === "*" ? undefined : value;
}

/**
 * 409 when the client edited another version than the stored one: a colleague's change saved
 * meanwhile is not overwritten. Callers check it only for a change that would change something:
 * a PATCH the record already reflects answers 200 with the record (RFC 9110 §13.1.1), as when a
 * save went through but its answer was lost and the form sends it again under the old version.
 */
export function assertVersion(ifMatch: string | undefined, updatedOn: string): void {
  if (ifMatch !== undefined && ifMatch !== updatedOn) throw new ConflictError(m("changedConcurrently"));
}

/** Said in each PATCH route's description after its If-Match rule. */
export const ALREADY_APPLIED_NOTE = " A change the record already has answers 200 with the record whatever the version sent (a save sent again after its answer was lost).";
