/**
 * Excel's escape for characters in cell text (ECMA-376 ST_Xstring): `_xHHHH_` stands for the
 * UTF-16 unit HHHH — a carriage return pasted into a cell is stored as `_x000D_` — and a literal
 * `_xHHHH_` typed by the user is stored with its underscore escaped, `_x005F_xHHHH_`. exceljs's
 * streaming reader and writer leave both as they are, so the import would store the escapes
 * and Excel would decode text of ours that merely looks like one.
 */
const ESCAPE = /_x([0-9A-Fa-f]{4})_/g;
/** An underscore that starts something Excel would decode, overlapping ones included ("_x0041_x0042_"). */
const DECODABLE = /_(?=x[0-9A-Fa-f]{4}_)/g;

/** Cell text as the user typed it. */
export const decodeXstring = (text: string): string =>
  text.includes("_x") ? text.replace(ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : text;

/** Text that Excel shows as it is. */
export const escapeXstring = (text: string): string => (text.includes("_x") ? text.replace(DECODABLE, "_x005F_") : text);
