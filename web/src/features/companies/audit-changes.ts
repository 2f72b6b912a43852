/** Bookkeeping fields that every write touches; a change of only these is not worth showing. */
const IGNORED = new Set(["id", "createdOn", "updatedOn", "updatedAt", "createdAt", "version", "searchText", "search_text"]);

export type FieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an audit entry changed, field by field: for an update the fields whose values differ; for
 * a creation every field it set; for a deletion every field it had. Order follows the record.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !IGNORED.has(k));
  return keys
    .filter((k) => !same(b[k], a[k]))
    .filter((k) => !(isRecord(before) && isRecord(after)) || k in b || a[k] !== null)
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** A value as one line of text; null and empty as "—". */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
