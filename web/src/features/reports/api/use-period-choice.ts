import { useMemo, useState } from "react";
import useSWR from "swr";
import { type Period, periodCandidates } from "../report-period";
import { reportsKey } from "./keys";
import { fetchJson, type ReportPage } from "./reports-api";

const periodQuery = (period: Period, companyId?: string) =>
  `${companyId ? `companyId=${encodeURIComponent(companyId)}&` : ""}year=${period.year}&quarter=${period.quarter}&pageSize=10`;

/**
 * Whether the company already has a report for the period (one per company and period), so a
 * form can say so before sending; `known` once answered. Without `companyId` the list is a company
 * user's own. Not the list's hook: that keeps the previous period's answer while the next loads.
 */
function usePeriodAnswer(period: Period | null, companyId?: string): { taken: boolean; known: boolean } {
  const { data } = useSWR<ReportPage>(period ? reportsKey(periodQuery(period, companyId)) : null, fetchJson);
  return { taken: (data?.totalCount ?? 0) > 0, known: data !== undefined };
}

let openings = 0;

/**
 * Which of the candidates have the company's report, asked all at once, afresh for each form: an
 * answer cached from the last opening (before that report was made) would offer its period, then
 * change it when read again.
 */
function useCandidatesTaken(candidates: readonly Period[], companyId?: string): boolean[] | undefined {
  const [opening] = useState(() => ++openings);
  const key = reportsKey(`candidates=${opening}&${candidates.map((p) => periodQuery(p, companyId)).join("|")}`);
  const { data } = useSWR<boolean[]>(key, () =>
    Promise.all(candidates.map(async (p) => (await fetchJson<ReportPage>(reportsKey(periodQuery(p, companyId)))).totalCount > 0)),
  );
  return data;
}

/**
 * A new report's period: until the user picks one, the first of periodCandidates the company has
 * no report for (so the form does not open on a period it must refuse), or the last when all
 * have one. The candidates are asked together and the period is `settled` once they answer: asked
 * one after another, the form's quarter changed under the user for seconds on a slow line.
 * `skipped` names the candidates passed over, so the form can say why it offers an older quarter
 * than the last finished one.
 */
export function usePeriodChoice(companyId?: string): { period: Period; setPeriod: (p: Period) => void; taken: boolean; skipped: Period[]; settled: boolean } {
  const candidates = useMemo(() => periodCandidates(), []);
  const [chosen, setChosen] = useState<Period | null>(null);
  const takenByCandidate = useCandidatesTaken(candidates, companyId);
  const free = takenByCandidate ? takenByCandidate.indexOf(false) : -1;
  const period = chosen ?? candidates[takenByCandidate && free < 0 ? candidates.length - 1 : Math.max(free, 0)]!;
  const answer = usePeriodAnswer(chosen, companyId);
  if (chosen) return { period, setPeriod: setChosen, taken: answer.taken, skipped: [], settled: true };
  const settled = takenByCandidate !== undefined;
  return {
    period,
    setPeriod: setChosen,
    taken: settled && free < 0,
    skipped: settled && free > 0 ? candidates.slice(0, free) : [],
    settled,
  };
}
