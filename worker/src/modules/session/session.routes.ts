import { SessionPermissions } from "@contract/session";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { getPermissions } from "./session.service";

export const sessionRoutes = new Hono<AppEnv>();

describeRoute({
  method: "get",
  path: "/session/permissions",
  tag: "session",
  summary: "What the signed-in user's role may see and do",
  description:
    "The sidebar entries (product.md) and the actions of the permission matrix (api.md) for the caller's role. " +
    "For Manager and Worker every action is limited to their own company (companyScoped). The server authorises " +
    "every call on its own; this only tells the interface what to offer.",
  auth: "bearer",
  response: { status: 200, description: "Sidebar and actions", schema: named("SessionPermissions", SessionPermissions) },
});
sessionRoutes.get("/permissions", session(), async (c) => {
  return c.json(await getPermissions({ ctx: serviceContext(c) }));
});
