import { HealthResponse } from "@contract/health";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { describeRoute, named } from "../openapi/openapi.registry";
import { checkHealth } from "./health.service";

export const healthRoutes = new Hono<AppEnv>();

describeRoute({
  method: "get",
  path: "/health",
  tag: "health",
  summary: "Liveness and database check",
  description: "200 when the database answers `select 1`; otherwise 503 with the same body, status degraded.",
  auth: "public",
  response: { status: 200, description: "Healthy", schema: named("HealthResponse", HealthResponse) },
});
healthRoutes.get("/", async (c) => {
  const health = await checkHealth({ ctx: serviceContext(c) });
  return c.json(health, health.status === "ok" ? 200 : 503);
});
