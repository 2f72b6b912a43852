import type { Lang, Role } from "@contract/common";
import type { Context } from "hono";
import type { Db } from "./db/client";
import type { AppBindings } from "./bindings";
import { clientAddress } from "./lib/client-address";

/** The signed-in caller, as re-read from the database on every request. */
export type Actor = {
  userId: string;
  role: Role;
  companyId: string | null;
  sessionId: string;
  isPasswordResetRequired: boolean;
};

export type AppEnv = {
  Bindings: AppBindings;
  Variables: { requestId: string; lang: Lang; db: Db; actor: Actor | undefined };
};

/** Everything a service verb may know about the request; verbs never see Hono. */
export type ServiceContext = {
  db: Db;
  env: AppBindings;
  now: Date;
  requestId: string;
  lang: Lang;
  clientAddress: string;
  actor: Actor | null;
};

export function serviceContext(c: Context<AppEnv>): ServiceContext {
  return {
    db: c.var.db,
    env: c.env,
    now: new Date(),
    requestId: c.var.requestId,
    lang: c.var.lang,
    clientAddress: clientAddress((name) => c.req.header(name)),
    actor: c.get("actor") ?? null,
  };
}

/** The one shape of a service verb's argument. */
export type Verb<I = undefined> = { ctx: ServiceContext } & ([I] extends [undefined] ? { input?: undefined } : { input: I });
