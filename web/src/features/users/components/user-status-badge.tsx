import type { UserStatus } from "@contract/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

/** User statuses as people read them (Polish needs its own forms, apart from company statuses). */
export const USER_STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  Active: msg({ message: "Active", context: "user status" }),
  Inactive: msg({ message: "Inactive", context: "user status" }),
  Pending: msg({ message: "Pending", context: "user status" }),
};

const TONES: Record<UserStatus, BadgeTone> = { Active: "success", Inactive: "neutral", Pending: "warning" };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(USER_STATUS_LABELS[status])}</Badge>;
}
