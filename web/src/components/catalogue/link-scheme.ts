/** A typed address with "http(s)://", or any "scheme://", is left as typed. */
const SCHEMED = /^[a-z][a-z\d+.-]*:\/\//i;
/** What people type for a site without its scheme: a dotted host, an optional port, then a path, query or fragment. */
const BARE_HOST = /^[^\s/?#:@]+\.[^\s/?#:@]+(?::\d{1,5})?(?:[/?#]\S*)?$/;

/**
 * "bn.org.pl/slownik" → "https://bn.org.pl/slownik", as a browser's address bar takes it: the
 * link field refused an address without its scheme and made the user type it. Anything else
 * (empty, spaced, "mailto:", another scheme) stays as typed for the field's own check to judge.
 */
export function withScheme(typed: string): string {
  const value = typed.trim();
  if (value === "" || SCHEMED.test(value)) return typed;
  if (value.startsWith("//")) return `https:${value}`;
  return BARE_HOST.test(value) ? `https://${value}` : typed;
}
