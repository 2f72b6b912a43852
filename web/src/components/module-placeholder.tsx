import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "./ui/empty-state";
import { PageHeader } from "./ui/page-header";

/** A module page before its issue lands: its title and a neutral empty state. */
export function ModulePlaceholder({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader title={title} />
      <EmptyState title={t`Nothing to show yet`}>{t`There are no items to display here.`}</EmptyState>
    </div>
  );
}
