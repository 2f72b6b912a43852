import type { UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import { EditIcon, KeyIcon, TrashIcon } from "../../../components/icons";
import { type RowAction, RowActions } from "../../../components/row-actions";
import { formatFullName } from "../../../lib/format";
import { accountActions, type Actor } from "../account-permissions";

export type AccountAction = "edit" | "setPassword" | "delete";

/** The row's actions, each named with the person ("Edit Kowalski, Jan"); only those the matrix allows. */
export function AccountRowActions({ actor, user, onAction }: { actor: Actor; user: UserDto; onAction: (action: AccountAction, user: UserDto) => void }) {
  const { t } = useLingui();
  const allowed = accountActions(actor, user);
  const name = formatFullName(user);
  const actions = (
    [
      allowed.edit ? { action: "edit", label: t`Edit ${name}`, item: t`Edit`, icon: <EditIcon size={16} /> } : null,
      allowed.setPassword ? { action: "setPassword", label: t`Change password of ${name}`, item: t`Change password`, icon: <KeyIcon size={16} /> } : null,
      allowed.delete ? { action: "delete", label: t`Delete ${name}`, item: t`Delete`, icon: <TrashIcon size={16} />, danger: true } : null,
    ] satisfies (RowAction<AccountAction> | null)[]
  ).filter((a) => a !== null);
  return <RowActions actions={actions} menuLabel={t`Actions for ${name}`} onAction={(action) => onAction(action, user)} />;
}
