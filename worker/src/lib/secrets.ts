import { type AppBindings, isLocalEnv } from "../bindings";
import { InternalError } from "./errors";

/** Only for development and tests, where a missing .dev.vars should not stop anyone from signing in. */
const DEV_JWT_SECRET = "report-panel-development-only-jwt-secret-0123456789";
const DEV_SEED_ADMIN_PASSWORD = "Admin123!";
const MIN_SECRET_LENGTH = 32;

export function jwtSecret(env: AppBindings): string {
  const secret = env.JWT_SECRET;
  if (isLocalEnv(env)) return secret || DEV_JWT_SECRET;
  // Never fall back in production: a guessable secret would let anyone mint tokens.
  if (!secret || secret.length < MIN_SECRET_LENGTH) throw new InternalError("JWT_SECRET missing or too short");
  return secret;
}

export function seedAdminPassword(env: AppBindings): string | undefined {
  if (env.SEED_ADMIN_PASSWORD) return env.SEED_ADMIN_PASSWORD;
  return isLocalEnv(env) ? DEV_SEED_ADMIN_PASSWORD : undefined;
}
