import type { CompanyDto } from "@contract/companies";
import type { Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { EditIcon, PowerIcon, TrashIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";
import { companyActions, type CompanyAction } from "../company-permissions";

/** Buttons named with the company ("Edit Acme"); only those the matrix allows and that change something. */
export function CompanyRowActions({ role, company, onAction }: { role: Role; company: CompanyDto; onAction: (a: CompanyAction, c: CompanyDto) => void }) {
  const { t } = useLingui();
  const allowed = companyActions(role, company.status);
  const name = company.name;
  return (
    <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end" })}>
      {allowed.edit ? <IconButton size="iconSm" label={t`Edit ${name}`} icon={<EditIcon size={16} />} onClick={() => onAction("edit", company)} /> : null}
      {allowed.activate ? (
        <IconButton size="iconSm" label={t`Activate ${name}`} icon={<PowerIcon size={16} />} onClick={() => onAction("activate", company)} />
      ) : null}
      {allowed.deactivate && !allowed.activate ? (
        <IconButton size="iconSm" label={t`Deactivate ${name}`} icon={<PowerIcon size={16} />} onClick={() => onAction("deactivate", company)} />
      ) : null}
      {allowed.delete ? <IconButton size="iconSm" label={t`Delete ${name}`} icon={<TrashIcon size={16} />} onClick={() => onAction("delete", company)} /> : null}
    </div>
  );
}
