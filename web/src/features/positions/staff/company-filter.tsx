import { useLingui } from "@lingui/react/macro";
import { CompanyPicker } from "../../../components/catalogue/company-picker";

/** The queue's company filter: the id lives in the URL; the picker searches every company and shows the chosen one's name. */
export function CompanyFilter({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const { t } = useLingui();
  return <CompanyPicker label={t`Company`} size="compact" value={value} onChange={onChange} placeholder={t`All companies`} />;
}
