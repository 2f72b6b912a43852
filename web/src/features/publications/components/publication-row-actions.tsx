import type { PublicationDto } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { EditIcon, TrashIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";

export type PublicationAction = "edit" | "delete";

/** Buttons named with the publication ("Edit Lalka"). */
export function PublicationRowActions({ publication, onAction }: { publication: PublicationDto; onAction: (a: PublicationAction, p: PublicationDto) => void }) {
  const { t } = useLingui();
  const name = publicationName(publication);
  return (
    <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end" })}>
      <IconButton size="iconSm" label={t`Edit ${name}`} icon={<EditIcon size={16} />} onClick={() => onAction("edit", publication)} />
      <IconButton size="iconSm" label={t`Delete ${name}`} icon={<TrashIcon size={16} />} onClick={() => onAction("delete", publication)} />
    </div>
  );
}
