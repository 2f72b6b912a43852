/**
 * The bindings the app reads. Deliberately looser than the generated `Cloudflare.Env` (whose vars
 * are literal types from wrangler.toml): the libSQL test runs the app in Node with no D1 at all.
 */
export type AppBindings = {
  DB?: D1Database;
  FILES?: R2Bucket;
  APP_ENV?: string;
  DB_DRIVER?: string;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET?: string;
  SEED_ADMIN_PASSWORD?: string;
};

/** Only these two may use built-in development defaults for secrets; anything else counts as production. */
export function isLocalEnv(env: AppBindings): boolean {
  return env.APP_ENV === "development" || env.APP_ENV === "test";
}
