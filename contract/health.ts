import * as v from "valibot";

export const HealthResponse = v.object({
  status: v.picklist(["ok", "degraded"]),
  db: v.picklist(["ok", "error"]),
  version: v.string(),
});
export type HealthResponse = v.InferOutput<typeof HealthResponse>;
