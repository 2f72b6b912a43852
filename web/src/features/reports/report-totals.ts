import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportDto } from "@contract/reports";

/** "Positions: 1, pages: 229." — worded so that no number needs a plural form, in either language. */
export function reportTotals(i18n: I18n, report: Pick<ReportDto, "positionsAmount" | "pagesTotal">): string {
  const positions = i18n.number(report.positionsAmount);
  const pages = i18n.number(report.pagesTotal);
  return i18n._(msg`Positions: ${positions}, pages: ${pages}.`);
}
