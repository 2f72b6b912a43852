/**
 * Search folding shared by the API, the import and the SPA: lower-case, no diacritics, Polish ł→l
 * (and the other letters Unicode decomposition leaves alone: ß→ss, æ→ae, ø→o, đ→d, …), whitespace
 * collapsed to single spaces and trimmed. "  Łódź  ZAŻÓŁĆ " → "lodz zazolc".
 *
 * Compatibility decomposition (NFKD) also unfolds ligatures and full-width forms ("ﬁ" → "fi",
 * "ＡＢ" → "ab"), so what a user types matches what was stored however it was keyed in.
 */

/** Letters that carry no combining mark to strip, so decomposition does not fold them. */
const SPECIAL: Record<string, string> = {
  ł: "l",
  Ł: "L",
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŧ: "t",
  Ŧ: "T",
  ŀ: "l",
  Ŀ: "L",
  ς: "σ",
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL).join("")}]`, "g");
const MARKS = /\p{M}+/gu;
const SPACE = /\s+/g;

function strip(text: string): string {
  return text.normalize("NFKD").replace(MARKS, "").replace(SPECIAL_RE, (ch) => SPECIAL[ch] ?? ch);
}

export function fold(text: string): string {
  // Upper then lower case: every cased letter ends in the one lower-case form its capital maps to
  // (so fold(upper(s)) = fold(s)); case mapping comes before stripping because it can add letters
  // (ᾀ → ἈΙ), and the second round folds what decomposition produced (㎁ → nA).
  let out = text;
  for (let i = 0; i < 2; i++) out = strip(out.toUpperCase().toLowerCase());
  return out.replace(SPACE, " ").trim();
}
