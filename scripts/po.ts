// A small reader for the gettext .po files Lingui writes: enough to list ids and translations.
const unquote = (s: string): string => JSON.parse(s);

export type PoEntry = { msgctxt: string; msgid: string; msgstr: string };

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | null = null;
  let field: keyof PoEntry | null = null;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#~")) continue; // obsolete entries are not in use
    if (line === "") {
      if (current) entries.push(current);
      current = null;
      field = null;
      continue;
    }
    if (line.startsWith("#")) {
      current ??= { msgctxt: "", msgid: "", msgstr: "" };
      continue;
    }
    const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (m) {
      current ??= { msgctxt: "", msgid: "", msgstr: "" };
      field = m[1] as keyof PoEntry;
      current[field] = unquote(m[2]!);
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  if (current) entries.push(current);
  return entries.filter((e) => e.msgid !== "");
}
