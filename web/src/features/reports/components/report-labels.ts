import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportDto } from "@contract/reports";

export const REPORT_SOURCE_LABELS: Record<ReportDto["source"], MessageDescriptor> = {
  manual: msg`Created in the panel`,
  import: msg`Imported from .xlsx`,
};

/** Short forms for the table. */
export const REPORT_SOURCE_SHORT: Record<ReportDto["source"], MessageDescriptor> = {
  manual: msg({ message: "Manual", context: "report source" }),
  import: msg({ message: "Import", context: "report source" }),
};

/** A report's state; its own context because Polish agrees it with "raport" (masculine), not "publikacja". */
export const REPORT_STATE_LABELS = {
  heading: msg({ message: "Verification", context: "report" }),
  verified: msg({ message: "Verified", context: "report" }),
  // Worded as the dashboard's quarter card says it, so one report reads the same on both.
  unverified: msg({ message: "Awaiting verification", context: "report" }),
};
