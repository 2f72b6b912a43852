import type { CompanyDto } from "@contract/companies";
import type { Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { EditIcon, PowerIcon, TrashIcon } from "../../../components/icons";
import { type RowAction, RowActions } from "../../../components/row-actions";
import { companyActions, type CompanyAction } from "../company-permissions";

/**
 * Actions named with the company ("Edit Acme"); only those the matrix allows and that change
 * something. Buttons from sm up, one menu on a phone, where three buttons overflowed the row.
 */
export function CompanyRowActions({ role, company, onAction }: { role: Role; company: CompanyDto; onAction: (a: CompanyAction, c: CompanyDto) => void }) {
  const { t } = useLingui();
  const allowed = companyActions(role, company.status);
  const name = company.name;
  const actions: RowAction<CompanyAction>[] = [];
  if (allowed.edit) actions.push({ action: "edit", label: t`Edit ${name}`, item: t`Edit`, icon: <EditIcon size={16} /> });
  if (allowed.activate) actions.push({ action: "activate", label: t`Activate ${name}`, item: t`Activate`, icon: <PowerIcon size={16} /> });
  else if (allowed.deactivate) actions.push({ action: "deactivate", label: t`Deactivate ${name}`, item: t`Deactivate`, icon: <PowerIcon size={16} /> });
  if (allowed.delete) actions.push({ action: "delete", label: t`Delete ${name}`, item: t`Delete`, icon: <TrashIcon size={16} />, danger: true });
  return <RowActions actions={actions} menuLabel={t`Actions for ${name}`} onAction={(a) => onAction(a, company)} />;
}
