import { columnIndex, columnLetter } from "./reports-xlsx.columns";

/** A row or cell start tag (self-closing too), its name and attributes. */
const TAG = /<(row|c)\b([^<>]*)>/g;
/** A row or cell start tag without its reference. */
const UNREFERENCED = /<(?:row|c)\b(?![^<>]*\sr=")[^<>]*>/;
const ROW_REF = /\sr="(\d+)"/;
const CELL_REF = /\sr="([A-Z]{1,3})\d+"/;
/** Longer than any row or cell tag: an unfinished tag kept past this is another tag, passed on as it is. */
const MAX_KEPT_TAG = 4096;

/** Where the last `<name …>` tag of the text starts, or -1. */
function lastTagAt(text: string, name: string, from = 0): number {
  for (let at = text.lastIndexOf(`<${name}`); at >= from; at = text.lastIndexOf(`<${name}`, at - 1)) {
    if (/[\s/>]/.test(text[at + name.length + 1] ?? "")) return at;
    if (at === 0) break;
  }
  return -1;
}

/**
 * Passes a worksheet's XML on with the reference each row and cell lacks added: ECMA-376 makes a
 * row's `r` and a cell's `r` optional (a row then follows the one before, a cell the cell before
 * in its row), and programs that write .xlsx themselves (with the Open XML SDK, say) leave them
 * out, while exceljs's parser places every row and cell by its `r` and fails without one (the
 * file was refused as damaged). A chunk whose tags all carry theirs (every chunk of a file from
 * Excel, LibreOffice or openpyxl) is passed on as it is; its last row and cell say where the next
 * chunk goes on from.
 */
export async function* withReferences(xml: AsyncIterable<string>): AsyncGenerator<string> {
  let tail = "";
  let row = 0;
  let column = 0;
  const reference = (name: string, attributes: string): string => {
    if (name === "row") {
      const r = ROW_REF.exec(attributes);
      column = 0;
      row = r ? Number(r[1]) : row + 1;
      return r ? `<row${attributes}>` : `<row r="${row}"${attributes}>`;
    }
    const r = CELL_REF.exec(attributes);
    column = r ? columnIndex(r[1] ?? "") + 1 : column + 1;
    return r ? `<c${attributes}>` : `<c r="${columnLetter(column - 1)}${row}"${attributes}>`;
  };
  const followReferenced = (text: string) => {
    const rowAt = lastTagAt(text, "row");
    if (rowAt >= 0) reference("row", text.slice(rowAt + 4, text.indexOf(">", rowAt)));
    const cellAt = lastTagAt(text, "c", Math.max(rowAt, 0));
    if (cellAt >= 0) reference("c", text.slice(cellAt + 2, text.indexOf(">", cellAt)));
  };
  for await (const chunk of xml) {
    const text = tail + chunk;
    const open = text.lastIndexOf("<");
    const cut = open >= 0 && text.indexOf(">", open) < 0 && text.length - open <= MAX_KEPT_TAG ? open : text.length;
    const done = text.slice(0, cut);
    tail = text.slice(cut);
    if (UNREFERENCED.test(done)) yield done.replace(TAG, (_tag, name: string, attributes: string) => reference(name, attributes));
    else {
      followReferenced(done);
      yield done;
    }
  }
  if (tail) yield tail;
}
