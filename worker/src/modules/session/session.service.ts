import { permissionsFor, type SessionPermissions } from "@contract/session";
import type { Verb } from "../../context";
import { requireActor } from "../auth/auth.guards";

export async function getPermissions({ ctx }: Verb): Promise<SessionPermissions> {
  return permissionsFor(requireActor(ctx).role);
}
