import { useLingui } from "@lingui/react/macro";
import { ModulePlaceholder } from "../../components/module-placeholder";

export default function ManagersListPage() {
  const { t } = useLingui();
  return <ModulePlaceholder title={t`Managers`} />;
}
