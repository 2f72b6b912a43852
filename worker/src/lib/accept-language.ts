import { DEFAULT_LANG, LANGS, type Lang } from "@contract/common";

/**
 * Picks "pl" or "en" from an Accept-Language header by quality (RFC 9110 §12.5.4), ties going
 * to the earlier entry; anything unsupported, malformed or absent gives the default (pl).
 */
export function parseAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(",")) {
    const [rawTag = "", ...params] = part.trim().split(";");
    const primary = rawTag.trim().toLowerCase().split("-")[0] ?? "";
    const lang = LANGS.find((l) => l === primary);
    if (!lang) continue;
    const q = quality(params);
    if (q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

function quality(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.trim().split("=");
    if (name?.trim().toLowerCase() !== "q") continue;
    const q = Number(value?.trim());
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}
