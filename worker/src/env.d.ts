// Secrets live outside wrangler.toml (.dev.vars, `wrangler secret put`), so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    JWT_SECRET?: string;
    SEED_ADMIN_PASSWORD?: string;
    LIBSQL_URL?: string;
    LIBSQL_AUTH_TOKEN?: string;
  }
}
