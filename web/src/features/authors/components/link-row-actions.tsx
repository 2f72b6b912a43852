import { useLingui } from "@lingui/react/macro";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { ReassignIcon, TagIcon, UnlinkIcon } from "../../../components/icons";
import { RowActions } from "../../../components/row-actions";
import type { AuthorPublicationDto } from "../api/authors-api";
import type { LinkAction } from "./link-action-dialogs";

/** A link's actions, each named with the publication ("Unassign: Lalka"); one menu on a phone, where title, role and source fill the row. */
export function LinkRowActions({ link, onAction }: { link: AuthorPublicationDto; onAction: (action: LinkAction, link: AuthorPublicationDto) => void }) {
  const { t } = useLingui();
  const name = publicationName(link.publication);
  return (
    <RowActions<LinkAction>
      menuLabel={t`Actions for ${name}`}
      onAction={(action) => onAction(action, link)}
      actions={[
        { action: "changeType", label: t`Change role: ${name}`, item: t`Change role`, icon: <TagIcon size={16} /> },
        { action: "reassign", label: t`Move to another author: ${name}`, item: t`Move to another author`, icon: <ReassignIcon size={16} /> },
        { action: "unassign", label: t`Unassign: ${name}`, item: t`Unassign`, icon: <UnlinkIcon size={16} />, danger: true },
      ]}
    />
  );
}
