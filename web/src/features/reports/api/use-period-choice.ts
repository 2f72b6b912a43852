import { useMemo, useState } from "react";
import useSWR from "swr";
import { type Period, periodCandidates } from "../report-period";
import { reportsKey } from "./keys";
import { fetchJson, type ReportPage } from "./reports-api";

/**
 * Whether the company already has a report for the period (one per company and period), so a
 * form can say so before sending; `known` once answered. Without `companyId` the list is a company
 * user's own. Not the list's hook: that keeps the previous period's answer while the next loads.
 */
function usePeriodAnswer(period: Period, companyId?: string): { taken: boolean; known: boolean } {
  const scope = companyId ? `companyId=${encodeURIComponent(companyId)}&` : "";
  const { data } = useSWR<ReportPage>(reportsKey(`${scope}year=${period.year}&quarter=${period.quarter}&pageSize=10`), fetchJson);
  return { taken: (data?.totalCount ?? 0) > 0, known: data !== undefined };
}

/**
 * A new report's period: until the user picks one, the first of periodCandidates the company has
 * no report for (so the form does not open on a period it must refuse); `taken` stays false while
 * a taken candidate is being stepped over. `skipped` names the candidates stepped over, so the form
 * can say why it offers an older quarter than the last finished one.
 */
export function usePeriodChoice(companyId?: string): { period: Period; setPeriod: (p: Period) => void; taken: boolean; skipped: Period[] } {
  const candidates = useMemo(() => periodCandidates(), []);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Period | null>(null);
  const period = chosen ?? candidates[index]!;
  const { taken, known } = usePeriodAnswer(period, companyId);
  const stepping = chosen === null && known && taken && index < candidates.length - 1;
  // Adjusted while rendering (React re-renders at once, before anything is painted).
  if (stepping) setIndex(index + 1);
  const skipped = chosen === null && !stepping && known ? candidates.slice(0, index) : [];
  return { period, setPeriod: setChosen, taken: taken && !stepping, skipped };
}
