import type { UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { EditIcon, KeyIcon, TrashIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";
import { formatFullName } from "../../../lib/format";
import { accountActions, type Actor } from "../account-permissions";

export type AccountAction = "edit" | "setPassword" | "delete";

/** The row's buttons, each named with the person ("Edit Kowalski, Jan"); only those the matrix allows. */
export function AccountRowActions({ actor, user, onAction }: { actor: Actor; user: UserDto; onAction: (action: AccountAction, user: UserDto) => void }) {
  const { t } = useLingui();
  const allowed = accountActions(actor, user);
  const name = formatFullName(user);
  if (!allowed.edit && !allowed.setPassword && !allowed.delete) return null;
  return (
    <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end" })}>
      {allowed.edit ? <IconButton size="iconSm" label={t`Edit ${name}`} icon={<EditIcon size={16} />} onClick={() => onAction("edit", user)} /> : null}
      {allowed.setPassword ? (
        <IconButton size="iconSm" label={t`Change password of ${name}`} icon={<KeyIcon size={16} />} onClick={() => onAction("setPassword", user)} />
      ) : null}
      {allowed.delete ? (
        <IconButton size="iconSm" label={t`Delete ${name}`} icon={<TrashIcon size={16} />} onClick={() => onAction("delete", user)} />
      ) : null}
    </div>
  );
}
