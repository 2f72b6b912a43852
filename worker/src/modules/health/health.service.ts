import type { HealthResponse } from "@contract/health";
import { sql } from "drizzle-orm";
import type { Verb } from "../../context";
import { APP_VERSION } from "../../version";

export async function checkHealth({ ctx }: Verb): Promise<HealthResponse> {
  try {
    await ctx.db.run(sql`select 1`);
    return { status: "ok", db: "ok", version: APP_VERSION };
  } catch (error) {
    console.error(JSON.stringify({ requestId: ctx.requestId, event: "health.db", error: String(error) }));
    return { status: "degraded", db: "error", version: APP_VERSION };
  }
}
