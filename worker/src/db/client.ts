import type { ResultSet } from "@libsql/client";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { AppBindings } from "../bindings";
import { InternalError } from "../lib/errors";
import * as schema from "./schema";

export type RunResult = D1Result | ResultSet;

/**
 * What services may use: the query builders and `batch`, which both drivers have.
 * `transaction()` is left out on purpose: D1 has no interactive transactions.
 */
export type Db = Omit<BaseSQLiteDatabase<"async", RunResult, typeof schema>, "transaction"> & {
  batch<U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

const libsqlClients = new Map<string, Promise<Db>>();

export async function createDb(env: AppBindings): Promise<Db> {
  const driver = env.DB_DRIVER ?? "d1";
  if (driver === "d1") {
    if (!env.DB) throw new InternalError("DB binding is missing");
    return drizzleD1(env.DB, { schema }) as unknown as Db;
  }
  if (driver === "libsql") {
    const url = env.LIBSQL_URL;
    if (!url) throw new InternalError("LIBSQL_URL is missing");
    let db = libsqlClients.get(url);
    if (!db) {
      db = openLibsql(url, env.LIBSQL_AUTH_TOKEN);
      libsqlClients.set(url, db);
      db.catch(() => libsqlClients.delete(url));
    }
    return db;
  }
  throw new InternalError(`unknown DB_DRIVER ${driver}`);
}

// Imported on demand so a D1 deployment never loads the libSQL client.
async function openLibsql(url: string, authToken: string | undefined): Promise<Db> {
  const [{ createClient }, { drizzle }] = await Promise.all([import("@libsql/client/web"), import("drizzle-orm/libsql")]);
  const client = createClient({ url, authToken });
  return drizzle(client, { schema }) as unknown as Db;
}
