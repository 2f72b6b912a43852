import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { EditIcon, TrashIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";

export type PositionAction = "edit" | "delete";

/** Buttons named with the position's publication ("Edit Lalka"). */
export function PositionRowActions({ position, onAction }: { position: PositionDto; onAction: (a: PositionAction, p: PositionDto) => void }) {
  const { t } = useLingui();
  const name = publicationName(position.publication);
  return (
    <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end" })}>
      <IconButton size="iconSm" label={t`Edit ${name}`} icon={<EditIcon size={16} />} onClick={() => onAction("edit", position)} />
      <IconButton size="iconSm" label={t`Delete ${name}`} icon={<TrashIcon size={16} />} onClick={() => onAction("delete", position)} />
    </div>
  );
}
