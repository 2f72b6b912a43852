import { useLingui } from "@lingui/react/macro";
import { ModulePlaceholder } from "../../../components/module-placeholder";

export default function Page() {
  const { t } = useLingui();
  return <ModulePlaceholder title={t`Positions`} />;
}
