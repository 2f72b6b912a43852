import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { MoreIcon, ReassignIcon, TagIcon, UnlinkIcon } from "../../../components/icons";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { button } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { Menu, MenuItem } from "../../../components/ui/menu";
import type { AuthorPublicationDto } from "../api/authors-api";
import type { LinkAction } from "./link-action-dialogs";

// From sm up a button per action; on a phone the title, role and source fill the row, so the
// actions sit in one menu (three buttons were scrolled out of the table's box).
const wide = css({ display: { base: "none", sm: "inline-flex" }, gap: "1", justifyContent: "flex-end" });
const narrow = css({ display: { base: "inline-flex", sm: "none" } });

/** A link's actions, each named with the publication ("Unassign: Lalka"). */
export function LinkRowActions({ link, onAction }: { link: AuthorPublicationDto; onAction: (action: LinkAction, link: AuthorPublicationDto) => void }) {
  const { t } = useLingui();
  const name = publicationName(link.publication);
  const actions = [
    { action: "changeType", label: t`Change role: ${name}`, item: t`Change role`, icon: <TagIcon size={16} /> },
    { action: "reassign", label: t`Move to another author: ${name}`, item: t`Move to another author`, icon: <ReassignIcon size={16} /> },
    { action: "unassign", label: t`Unassign: ${name}`, item: t`Unassign`, icon: <UnlinkIcon size={16} /> },
  ] satisfies { action: LinkAction; label: string; item: string; icon: ReactNode }[];
  return (
    <>
      <div className={wide}>
        {actions.map((a) => (
          <IconButton key={a.action} size="iconSm" label={a.label} icon={a.icon} onClick={() => onAction(a.action, link)} />
        ))}
      </div>
      <div className={narrow}>
        <Menu
          trigger={<MoreIcon size={16} />}
          triggerLabel={t`Actions for ${name}`}
          triggerClassName={button({ variant: "ghost", size: "iconSm" })}
          onSelect={(value) => onAction(value as LinkAction, link)}
        >
          {actions.map((a) => (
            <MenuItem key={a.action} value={a.action} icon={a.icon} tone={a.action === "unassign" ? "danger" : undefined}>
              {a.item}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </>
  );
}
