/**
 * The caller's address for throttling. Cloudflare always sets CF-Connecting-IP in production;
 * X-Forwarded-For only matters behind another proxy in development.
 */
export function clientAddress(header: (name: string) => string | undefined): string {
  const cf = header("CF-Connecting-IP")?.trim();
  if (cf) return cf.slice(0, 64);
  const forwarded = header("X-Forwarded-For")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  return "local";
}
