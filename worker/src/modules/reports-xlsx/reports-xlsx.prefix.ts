/** The namespaces a workbook's parts are read in: SpreadsheetML's and the package relationships'. */
const READ_NAMESPACES = new Set(["http://schemas.openxmlformats.org/spreadsheetml/2006/main", "http://schemas.openxmlformats.org/package/2006/relationships"]);

/** The first element's start tag, past the XML declaration and any comments. */
const ROOT = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*<([^\s>/!?]+)([^>]*)>/;
/** The root tag is short; past this much text without one, the part is passed on as it is. */
const MAX_HEAD = 64 * 1024;

/** A prefix (an XML name: letters, digits, "_", "-", ".") as a pattern: of those, only "." means more. */
const literal = (prefix: string) => prefix.replaceAll(".", "\\.");

/** The prefix the part's root element is named with, when it stands for a namespace the reader knows. */
export function readPrefixOf(head: string): string | undefined {
  const root = ROOT.exec(head);
  const [prefix, local] = root?.[1]?.split(":") ?? [];
  if (!prefix || !local) return undefined;
  const declared = new RegExp(`\\sxmlns:${literal(prefix)}\\s*=\\s*(["'])(.*?)\\1`).exec(root?.[2] ?? "");
  return declared?.[2] && READ_NAMESPACES.has(declared[2]) ? prefix : undefined;
}

/**
 * Passes an XML part on with its elements' prefix taken off when its root element is named with
 * one standing for SpreadsheetML's namespace (or the relationships'): the Open XML SDK writes
 * "<x:worksheet xmlns:x=…>", Python's ElementTree "<ns0:Relationships …>", valid XML that means
 * the same as the unprefixed names, but exceljs matches element names as written and read no
 * sheet of such a file. Text holds "<" only escaped, so a tag is all the prefix is taken from.
 * A part without the prefix is passed on as it is.
 */
export async function* withoutReadPrefix(xml: AsyncIterable<string>): AsyncGenerator<string> {
  let head = "";
  // undefined: the root tag not read yet; null: no prefix to take off.
  let tag: RegExp | null | undefined;
  // A tag's start cut off at a chunk's end ("<", "</x") is read whole with the next chunk.
  let longestCut = 0;
  let tail = "";
  for await (const chunk of xml) {
    let text = tail + chunk;
    if (tag === undefined) {
      head += chunk;
      if (!ROOT.test(head) && head.length < MAX_HEAD) continue;
      const prefix = readPrefixOf(head);
      tag = prefix ? new RegExp(`<(/?)${literal(prefix)}:`, "g") : null;
      longestCut = prefix ? prefix.length + 2 : 0;
      text = head;
    }
    if (!tag) {
      yield text;
      continue;
    }
    const open = text.lastIndexOf("<");
    const cut = open >= 0 && text.length - open <= longestCut ? open : text.length;
    tail = text.slice(cut);
    yield text.slice(0, cut).replace(tag, "<$1");
  }
  const rest = tag === undefined ? head : tail;
  if (rest) yield rest;
}
