import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "../../../components/ui/badge";

type Reviewable = Pick<PositionDto, "isVerified" | "isOutdated">;

export const isOpen = (p: Reviewable) => !p.isVerified && !p.isOutdated;

/** "To verify", "Verified" or "Outdated"; the word carries the meaning. */
export function QueueStateBadge({ position }: { position: Reviewable }) {
  const { t } = useLingui();
  if (position.isVerified) return <Badge tone="success">{t`Verified`}</Badge>;
  if (position.isOutdated) return <Badge tone="neutral">{t`Outdated`}</Badge>;
  return <Badge tone="warning">{t`To verify`}</Badge>;
}
