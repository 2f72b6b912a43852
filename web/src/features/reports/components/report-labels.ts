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
