import { parseIssn, parseIsbn } from "@contract/identifiers";

/**
 * Finds the ISBNs and ISSNs in text read by OCR. Only codes whose check digit holds are returned,
 * in their canonical spelling (ISBN-13 digits, ISSN "1234-567X"), best first.
 *
 * How a run of characters becomes candidates:
 * 1. "ISBN"/"ISSN" labels (also as OCR misreads them: "1SBN", "lSSN") are noted and removed.
 * 2. Inside a word that is mostly digits, letters OCR confuses with digits become digits
 *    ("978-83-O1-00000-1" → "978-83-01-00000-1").
 * 3. Runs of digits (and X) joined by single separators (hyphens, dashes, spaces) are cut into
 *    groups. A run whose digits number exactly 13, 10 or 8 is tested as a whole and only so; a
 *    run of another length (a code glued to stray digits by a space) is tested on windows of
 *    whole groups. Never inside a group, and never a window of a run that was itself a whole
 *    code, so a wrong check digit is not "repaired" by a lucky sub-string; and only windows of
 *    the longest length that gives a valid code (an ISBN-13 before the ISBN-10s inside it).
 */

export type Candidate = { kind: "isbn" | "issn"; value: string; labelled: boolean };

/** Letters OCR reads for digits; applied only inside words that are mostly digits. */
const CONFUSIONS: Record<string, string> = {
  O: "0",
  o: "0",
  Q: "0",
  D: "0",
  I: "1",
  l: "1",
  i: "1",
  "|": "1",
  "!": "1",
  Z: "2",
  z: "2",
  S: "5",
  s: "5",
  B: "8",
  G: "6",
  b: "6",
  g: "9",
};
const DASHES = "\\-\\u2010-\\u2015\\u2212";
const LABEL = new RegExp(`(^|[^A-Za-z0-9])[I1l|][S5][BS58]N(?:[${DASHES}]?1[03](?=[\\s:]))?\\s*[:.]?`, "g");
const SEPARATOR = new RegExp(`^[\\s${DASHES}]$`);
const CODE_CHAR = /[0-9X]/;
const LENGTHS = [13, 10, 8] as const;

function fixConfusions(word: string): string {
  const digits = (word.match(/\d/g) ?? []).length;
  const alnum = (word.match(/[A-Za-z0-9|!]/g) ?? []).length;
  if (digits === 0 || digits * 2 < alnum) return word;
  // A trailing x is a check character, not a confusion.
  return [...word].map((c, i) => (c === "x" && i === word.length - 1 ? "X" : CONFUSIONS[c] ?? c)).join("");
}

type Run = { groups: string[]; labelled: boolean };

/** Maximal runs of code characters joined by single separators, with whether a label came just before. */
function runsOf(text: string): Run[] {
  // Labels become a marker that is neither a code character nor a separator.
  const fixed = text
    .replace(LABEL, "$1\u0001 ")
    .split(/(\s+)/)
    .map((w) => (/\s/.test(w) ? w : fixConfusions(w)))
    .join("");
  const runs: Run[] = [];
  let groups: string[] = [];
  let current = "";
  let labelled = false;
  let pendingLabel = false;
  let gap = false;
  const close = () => {
    if (current) groups.push(current);
    if (groups.length) runs.push({ groups, labelled });
    groups = [];
    current = "";
    gap = false;
  };
  for (const c of fixed) {
    if (CODE_CHAR.test(c)) {
      if (!current && !groups.length) {
        labelled = pendingLabel;
        pendingLabel = false;
      }
      if (gap) {
        groups.push(current);
        current = "";
        gap = false;
      }
      current += c;
    } else if (SEPARATOR.test(c) && current && !gap) {
      gap = true;
    } else {
      close();
      if (c === "\u0001") pendingLabel = true;
      else if (!/\s/.test(c)) pendingLabel = false;
    }
  }
  close();
  return runs;
}

function test(code: string): Omit<Candidate, "labelled"> | null {
  if (code.length === 13 || code.length === 10) {
    const isbn = parseIsbn(code);
    if (isbn.ok) return { kind: "isbn", value: isbn.isbn13 };
  }
  if (code.length === 13 || code.length === 8) {
    const issn = parseIssn(code);
    if (issn.ok) return { kind: "issn", value: issn.issn };
  }
  return null;
}

function candidatesOfRun(run: Run): Omit<Candidate, "labelled">[] {
  const whole = run.groups.join("");
  if ((LENGTHS as readonly number[]).includes(whole.length)) {
    const found = test(whole);
    return found ? [found] : [];
  }
  // A code glued to stray digits: windows of whole groups, the longest kind that reads.
  for (const length of LENGTHS) {
    const out: Omit<Candidate, "labelled">[] = [];
    for (let start = 0; start < run.groups.length; start++) {
      let code = "";
      for (let end = start; end < run.groups.length && code.length < length; end++) {
        code += run.groups[end];
        if (code.length === length) {
          const found = test(code);
          if (found) out.push(found);
        }
      }
    }
    if (out.length) return out;
  }
  return [];
}

const rank = (c: Candidate) => (c.labelled ? 0 : 10) + (c.kind === "isbn" && !c.value.startsWith("977") ? 0 : 1);

/** Every ISBN and ISSN in the text whose check digit holds: labelled ones first, then ISBNs, each once. */
export function extractCandidates(text: string): Candidate[] {
  if (typeof text !== "string" || text === "") return [];
  const found = new Map<string, Candidate>();
  for (const run of runsOf(text)) {
    for (const c of candidatesOfRun(run)) {
      const key = `${c.kind}:${c.value}`;
      const prev = found.get(key);
      if (!prev) found.set(key, { ...c, labelled: run.labelled });
      else if (run.labelled) prev.labelled = true;
    }
  }
  return [...found.values()].sort((a, b) => rank(a) - rank(b));
}
