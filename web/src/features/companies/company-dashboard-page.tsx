import { useLingui } from "@lingui/react/macro";
import { ModulePlaceholder } from "../../components/module-placeholder";

export default function CompanyDashboardPage() {
  const { t } = useLingui();
  return <ModulePlaceholder title={t`Company`} />;
}
