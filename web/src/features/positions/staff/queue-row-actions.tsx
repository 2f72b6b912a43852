import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { CheckIcon, EditIcon, MoreIcon, TrashIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { Menu, MenuItem } from "../../../components/ui/menu";
import { Spinner } from "../../../components/ui/spinner";
import { ArchiveIcon, UndoIcon, WandIcon } from "./queue-icons";
import { isOpen } from "./queue-state-badge";

export type QueueAction = "verify" | "outdated" | "revert" | "edit" | "delete" | "autofill";

/** What a position's state allows: open ones are reviewed or changed, reviewed ones reverted; a verified one is only reverted (api.md). */
export function allowedActions(p: PositionDto): QueueAction[] {
  if (p.isVerified) return ["revert"];
  if (p.isOutdated) return ["revert", "autofill", "edit", "delete"];
  return ["verify", "outdated", "autofill", "edit", "delete"];
}

/**
 * The state's main step as a button (Confirm, or Revert once reviewed) and the rest in a menu,
 * every control named with the position ("Confirm Lalka"), so a row stays narrow on phones.
 */
export function QueueRowActions({
  position,
  busy,
  canEdit,
  onAction,
}: {
  position: PositionDto;
  busy: boolean;
  canEdit: boolean;
  onAction: (a: QueueAction, p: PositionDto) => void;
}) {
  const { t } = useLingui();
  const name = publicationName(position.publication);
  const allowed = allowedActions(position).filter((a) => a !== "edit" || canEdit);
  const main = isOpen(position) ? "verify" : "revert";
  const rest = allowed.filter((a) => a !== main);
  const labels: Record<QueueAction, string> = {
    verify: t`Confirm`,
    outdated: t`Mark outdated`,
    revert: t`Revert`,
    edit: t`Edit`,
    delete: t`Delete`,
    autofill: t`Autofill`,
  };
  const icons: Record<QueueAction, ReactNode> = {
    verify: <CheckIcon size={16} />,
    outdated: <ArchiveIcon size={16} />,
    revert: <UndoIcon size={16} />,
    edit: <EditIcon size={16} />,
    delete: <TrashIcon size={16} />,
    autofill: <WandIcon size={16} />,
  };
  return (
    <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end", alignItems: "center" })}>
      <IconButton
        size="iconSm"
        variant="outline"
        label={main === "verify" ? t`Confirm ${name}` : t`Revert ${name}`}
        icon={busy ? <Spinner /> : icons[main]}
        // aria-disabled rather than disabled: a disabled button drops focus, and a keyboard user
        // whose action fails would find it at the top of the page.
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={() => !busy && onAction(main, position)}
      />
      {rest.length ? (
        <Menu
          trigger={<MoreIcon size={16} />}
          triggerLabel={t`More actions for ${name}`}
          triggerClassName={button({ variant: "ghost", size: "iconSm" })}
          disabled={busy}
          onSelect={(value) => onAction(value as QueueAction, position)}
        >
          {rest.map((a) => (
            <MenuItem key={a} value={a} icon={icons[a]} tone={a === "delete" ? "danger" : undefined}>
              {labels[a]}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </div>
  );
}
