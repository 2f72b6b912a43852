import type { UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { EditIcon, KeyIcon, MoreIcon, TrashIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { Menu, MenuItem } from "../../../components/ui/menu";
import { formatFullName } from "../../../lib/format";
import { accountActions, type Actor } from "../account-permissions";

export type AccountAction = "edit" | "setPassword" | "delete";

// From sm up the row shows a button per action; on a phone the table has room for one, so the
// actions sit in a menu there (the buttons would be cut off at the row's end).
const wide = css({ display: { base: "none", sm: "inline-flex" }, gap: "1", justifyContent: "flex-end" });
const narrow = css({ display: { base: "inline-flex", sm: "none" } });

/** The row's actions, each named with the person ("Edit Kowalski, Jan"); only those the matrix allows. */
export function AccountRowActions({ actor, user, onAction }: { actor: Actor; user: UserDto; onAction: (action: AccountAction, user: UserDto) => void }) {
  const { t } = useLingui();
  const allowed = accountActions(actor, user);
  const name = formatFullName(user);
  const actions = (
    [
      allowed.edit ? { action: "edit", label: t`Edit ${name}`, item: t`Edit`, icon: <EditIcon size={16} /> } : null,
      allowed.setPassword ? { action: "setPassword", label: t`Change password of ${name}`, item: t`Change password`, icon: <KeyIcon size={16} /> } : null,
      allowed.delete ? { action: "delete", label: t`Delete ${name}`, item: t`Delete`, icon: <TrashIcon size={16} /> } : null,
    ] satisfies ({ action: AccountAction; label: string; item: string; icon: ReactNode } | null)[]
  ).filter((a) => a !== null);
  if (actions.length === 0) return null;
  return (
    <>
      <div className={wide}>
        {actions.map((a) => (
          <IconButton key={a.action} size="iconSm" label={a.label} icon={a.icon} onClick={() => onAction(a.action, user)} />
        ))}
      </div>
      <div className={narrow}>
        <Menu
          trigger={<MoreIcon size={16} />}
          triggerLabel={t`Actions for ${name}`}
          triggerClassName={button({ variant: "ghost", size: "iconSm" })}
          onSelect={(value) => onAction(value as AccountAction, user)}
        >
          {actions.map((a) => (
            <MenuItem key={a.action} value={a.action} icon={a.icon} tone={a.action === "delete" ? "danger" : undefined}>
              {a.item}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </>
  );
}
