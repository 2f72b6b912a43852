import { MAX_Q_LENGTH } from "../../../lib/url-state";

export type GroupKeyParts = { kind: "isbn" | "issn" | "doi" | "title"; value: string };

/** `isbn:…`, `issn:…`, `doi:…` or `title:<type>:<folded title>` (contract positionGroupKey) split into its kind and value. */
export function parseGroupKey(key: string): GroupKeyParts {
  const at = key.indexOf(":");
  const kind = key.slice(0, at);
  const rest = key.slice(at + 1);
  if (kind === "isbn" || kind === "issn" || kind === "doi") return { kind, value: rest };
  return { kind: "title", value: rest.slice(rest.indexOf(":") + 1) };
}

/**
 * A search that finds a group's positions among the list (every word must occur, identifiers in
 * any spelling): the identifier, or the longest words of the folded title within the search limit.
 */
export function groupSearch(key: string): string {
  const { kind, value } = parseGroupKey(key);
  if (kind !== "title") return value;
  const words = value.split(" ").filter((w) => w.length > 0);
  const out: string[] = [];
  for (const w of [...words].sort((a, b) => b.length - a.length)) {
    if ([...out, w].join(" ").length > Math.min(MAX_Q_LENGTH, 120)) break;
    out.push(w);
  }
  return out.join(" ");
}
