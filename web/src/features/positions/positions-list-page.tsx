import { useLingui } from "@lingui/react/macro";
import { ModulePlaceholder } from "../../components/module-placeholder";

export default function PositionsListPage() {
  const { t } = useLingui();
  return <ModulePlaceholder title={t`Positions`} />;
}
