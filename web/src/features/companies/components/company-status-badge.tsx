import type { CompanyStatus } from "@contract/companies";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

/** Company statuses as people read them (Polish uses feminine forms for "firma"). */
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, MessageDescriptor> = {
  Active: msg({ message: "Active", context: "company status" }),
  Inactive: msg({ message: "Inactive", context: "company status" }),
  Pending: msg({ message: "Pending", context: "company status" }),
  OutsideSystem: msg({ message: "Outside the system", context: "company status" }),
};

const TONES: Record<CompanyStatus, BadgeTone> = { Active: "success", Inactive: "neutral", Pending: "warning", OutsideSystem: "danger" };

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(COMPANY_STATUS_LABELS[status])}</Badge>;
}
