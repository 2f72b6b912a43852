import { useLingui } from "@lingui/react/macro";
import { ModulePlaceholder } from "../../components/module-placeholder";

export default function CompaniesListPage() {
  const { t } = useLingui();
  return <ModulePlaceholder title={t`Companies`} />;
}
