import { useLingui } from "@lingui/react/macro";
import { ModulePlaceholder } from "../../components/module-placeholder";

export default function AuthorDashboardPage() {
  const { t } = useLingui();
  return <ModulePlaceholder title={t`Author`} />;
}
