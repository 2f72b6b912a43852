import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { MoreIcon } from "./icons";
import { button } from "./ui/button";
import { IconButton } from "./ui/icon-button";
import { Menu, MenuItem } from "./ui/menu";

export type RowAction<A extends string> = {
  action: A;
  /** The button's name, with the row's ("Edit Kowalski, Jan"). */
  label: string;
  /** The menu item's text ("Edit"). */
  item: string;
  icon: ReactNode;
  danger?: boolean;
};

// From sm up the row shows a button per action; on a phone a table row has room for one, so the
// actions sit in a menu there (the buttons would be cut off at the row's end).
const wide = css({ display: { base: "none", sm: "inline-flex" }, gap: "1", justifyContent: "flex-end" });
const narrow = css({ display: { base: "inline-flex", sm: "none" } });

/** A table row's actions: icon buttons on wider screens, one menu named `menuLabel` on a phone. */
export function RowActions<A extends string>({ actions, menuLabel, onAction }: { actions: readonly RowAction<A>[]; menuLabel: string; onAction: (action: A) => void }) {
  if (actions.length === 0) return null;
  return (
    <>
      <div className={wide}>
        {actions.map((a) => (
          <IconButton key={a.action} size="iconSm" label={a.label} icon={a.icon} onClick={() => onAction(a.action)} />
        ))}
      </div>
      <div className={narrow}>
        <Menu trigger={<MoreIcon size={16} />} triggerLabel={menuLabel} triggerClassName={button({ variant: "ghost", size: "iconSm" })} onSelect={(value) => onAction(value as A)}>
          {actions.map((a) => (
            <MenuItem key={a.action} value={a.action} icon={a.icon} tone={a.danger ? "danger" : undefined}>
              {a.item}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </>
  );
}
