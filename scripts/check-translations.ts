// Fails when the catalogs are not in step with the source or a message lacks a translation.
// It extracts into the catalogs, reads them, then puts the committed files back untouched.
import { readFileSync, writeFileSync } from "node:fs";
import { type PoEntry, parsePo } from "./po.ts";
import { root, run } from "./lib.ts";

const locales = ["pl", "en"];
const file = (l: string) => `${root}/web/src/locales/${l}/messages.po`;
const committed = Object.fromEntries(locales.map((l) => [l, readFileSync(file(l), "utf8")]));
const key = (e: PoEntry) => `${e.msgctxt}\u0004${e.msgid}`;

let extracted: Record<string, PoEntry[]>;
try {
  await run("lingui", ["extract", "--clean"], { stdio: ["ignore", "ignore", "inherit"] });
  extracted = Object.fromEntries(locales.map((l) => [l, parsePo(readFileSync(file(l), "utf8"))]));
} finally {
  for (const l of locales) writeFileSync(file(l), committed[l]!);
}

const problems: string[] = [];
for (const l of locales) {
  const inFile = new Set(parsePo(committed[l]!).map(key));
  for (const e of extracted[l]!) {
    if (!inFile.has(key(e))) problems.push(`${l}: not in the committed catalog (run npm run i18n:extract): ${e.msgid}`);
    else if (e.msgstr.trim() === "") problems.push(`${l}: no translation: ${e.msgid}`);
  }
  if (extracted[l]!.length !== inFile.size) problems.push(`${l}: catalog has entries no longer in the source (run npm run i18n:extract)`);
}
if (problems.length) {
  console.error(`Translations: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.info(`Translations: ${extracted.pl!.length} messages, complete in ${locales.join(" and ")}.`);
