import type { Role } from "@contract/common";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Role names as users read them. */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  SuperAdmin: msg`Super administrator`,
  Admin: msg`Administrator`,
  Coordinator: msg`Coordinator`,
  Manager: msg`Manager`,
  Worker: msg`Worker`,
};
