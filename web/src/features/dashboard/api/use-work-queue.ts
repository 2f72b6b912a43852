import { usePositions } from "../../positions/api/use-positions";
import { useReports } from "../../reports/api/use-reports";
import type { Period } from "../quarters";

/**
 * The panel's to-do figures are list totals (totalCount of the smallest page) through the
 * positions and reports features' hooks, so their keys are the lists' and any change that
 * revalidates positions or reports refreshes the panel too.
 */
// Outdated positions are settled (a report is verified once all of its are verified or outdated), as in the queue's "to verify".
export const POSITIONS_TO_VERIFY = "isVerified=false&isReported=true&isOutdated=false";
export const REPORTS_TO_VERIFY = "isVerified=false";
export const UNREPORTED_POSITIONS = "isReported=false";
const FIRST_PAGE = "page=1&pageSize=10";

/** Staff: reported positions and reports still waiting for verification. */
export function useStaffQueue() {
  return {
    positions: usePositions(`${POSITIONS_TO_VERIFY}&${FIRST_PAGE}`),
    reports: useReports(`${REPORTS_TO_VERIFY}&${FIRST_PAGE}`),
  };
}

/** Company users: their unreported positions and their company's report of `period` (the API keeps both to their company). */
export function useQuarterStatus(period: Period) {
  return {
    unreported: usePositions(`${UNREPORTED_POSITIONS}&${FIRST_PAGE}`),
    report: useReports(`year=${period.year}&quarter=${period.quarter}&${FIRST_PAGE}`),
  };
}
