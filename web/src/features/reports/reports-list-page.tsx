import type { ReportDto } from "@contract/reports";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { useLocation, useSearch } from "wouter";
import { CollapsibleFilters } from "../../components/collapsible-filters";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DateRangeFilter, ListPage, SearchInput } from "../../components/data-table";
import { PlusIcon } from "../../components/icons";
import { button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { notify } from "../../components/ui/toaster";
import { useSession } from "../../lib/session";
import { resendIfUnanswered } from "../../lib/retry-key";
import { useListState } from "../../lib/url-state";
import { positionsKey } from "../positions/api/keys";
import { fetchJson as fetchPositions, type PositionPage } from "../positions/api/positions-api";
import { deleteReport } from "./api/reports-api";
import { useReports, useRevalidateReports } from "./api/use-reports";
import { AddReportDialog } from "./components/add-report-dialog";
import { REPORT_SORT_FIELDS, useReportColumns } from "./components/report-columns";
import { ReportFilters, type ReportFilterValues } from "./components/report-filters";
import { ReportPositionsDialog } from "./components/report-positions-dialog";
import { useReportsExport } from "./components/use-reports-export";
import { canCreateReport, isStaffRole } from "./report-permissions";

/**
 * How many of a report's positions are verified, for its delete question: they stay verified
 * (and linked to the catalogue) once the report is gone, which a Manager should know first.
 */
function useVerifiedCount(reportId: string | undefined): number {
  // Not usePositions: it keeps the last report's answer while the next one's loads.
  const { data } = useSWR<PositionPage>(reportId ? positionsKey(`reportId=${encodeURIComponent(reportId)}&isVerified=true&pageSize=10`) : null, fetchPositions);
  return data?.totalCount ?? 0;
}

/** history.state's mark of an entry pushed by opening a report's positions from the list. */
const OPENED_HERE = "reportOpenedFromList";

/**
 * The open report's positions live in the URL too (`?report=<id>`), so the panel can be linked and
 * closed with Back. Closing one opened from the list goes back to the list's entry, as Back would:
 * pushing the bare list again left two entries a report, and Back then reopened it.
 */
function useOpenReport(): [string | null, (id: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const id = new URLSearchParams(search).get("report") || null;
  const set = (next: string | null) => {
    const state: unknown = window.history.state;
    if (!next && id && state && typeof state === "object" && (state as Record<string, unknown>)[OPENED_HERE] === id) {
      window.history.back();
      return;
    }
    const params = new URLSearchParams(search);
    if (next) params.set("report", next);
    else params.delete("report");
    const query = params.toString();
    const to = query ? `${location}?${query}` : location;
    // A report opened over another (or a linked one closed) replaces its entry.
    if (next && !id) navigate(to, { state: { [OPENED_HERE]: next } });
    else navigate(to, { replace: true });
  };
  return [id, set];
}

/** /reports: company (staff), year, quarter, verified, created-date and search filters in the URL; positions, export, add (Manager), delete. */
export default function ReportsListPage() {
  const { t } = useLingui();
  const { role } = useSession();
  const list = useListState({
    sortFields: REPORT_SORT_FIELDS,
    sort: "createdOn",
    order: "desc",
    filters: { companyId: "", year: "", quarter: "", isVerified: "" },
  });
  // A staff link opened by a company user (say, with ?companyId=): the company filter and the
  // search are staff's, hidden from them, so they would empty the list with nothing to clear.
  const staffOnly = role !== null && !isStaffRole(role) && (list.state.filters.companyId !== "" || list.state.q !== "");
  const { dropParams } = list;
  useEffect(() => {
    if (staffOnly) dropParams(["companyId", "q"]);
  }, [staffOnly, dropParams]);
  const reports = useReports(role && !staffOnly ? list.apiQuery : null);
  const revalidate = useRevalidateReports();
  const exporter = useReportsExport(list.apiQuery);
  const [openReport, setOpenReport] = useOpenReport();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<{ open: boolean; report: ReportDto | null }>({ open: false, report: null });
  const columns = useReportColumns(role ?? "Worker", (action, report) => {
    if (action === "positions") setOpenReport(report.id);
    else setToDelete({ open: true, report });
  });
  const verifiedInDeleting = useVerifiedCount(toDelete.open ? toDelete.report?.id : undefined);
  if (!role) return <PageSpinner />;

  const staff = isStaffRole(role);
  const f = list.state.filters as ReportFilterValues;
  const activeFilters = [f.companyId, f.year, f.quarter, f.isVerified, list.state.createdFrom || list.state.createdTo].filter(Boolean).length;
  const addButton = canCreateReport(role) ? (
    <button type="button" className={button({ variant: "solid" })} onClick={() => setAdding(true)}>
      <PlusIcon size={16} />
      {t`Add report`}
    </button>
  ) : null;
  const deleting = toDelete.report;

  return (
    <ListPage
      title={t`Reports`}
      action={addButton}
      secondaryActions={exporter.button}
      notice={exporter.problem}
      list={list}
      query={reports}
      columns={columns}
      getRowId={(r) => r.id}
      filters={
        <>
          {staff ? <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search reports`} placeholder={t`Company, tax ID, city, 2025 Q3…`} wide /> : null}
          <CollapsibleFilters activeCount={activeFilters}>
            <ReportFilters values={f} withCompany={staff} onChange={(patch) => list.update({ filters: patch })} />
            <DateRangeFilter from={list.state.createdFrom} to={list.state.createdTo} onChange={list.setCreatedRange} />
          </CollapsibleFilters>
        </>
      }
      noMatchTitle={t`No reports match the filters`}
      emptyTitle={t`No reports yet`}
    >
      <ReportPositionsDialog reportId={openReport} onClose={() => setOpenReport(null)} />
      {/* No positions dialog on top of the new report: a modal would hide the confirmation toast from screen readers. */}
      <AddReportDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={toDelete.open}
        onOpenChange={(open) => setToDelete((d) => ({ ...d, open }))}
        title={t`Delete report?`}
        description={
          deleting
            ? (staff
              ? t`Report ${deleting.name} of ${deleting.companyName} will be deleted. Its positions (${deleting.positionsAmount}) are not deleted: they become unreported again and can go into another report.`
              : t`Report ${deleting.name} will be deleted. Its positions (${deleting.positionsAmount}) are not deleted: they become unreported again and can go into another report.`) +
              // The same file imported again would add its positions a second time, beside the unreported ones.
              (deleting.source === "import" ? ` ${t`To report them for another quarter, add a report for that quarter: it takes them. Importing the file again would add them twice.`}` : "") +
              (verifiedInDeleting
                ? ` ${t({
                    message: plural(verifiedInDeleting, {
                      one: "# of them has been verified already: it stays verified and linked to the catalogue.",
                      other: "# of them have been verified already: they stay verified and linked to the catalogue.",
                    }),
                  })}`
                : "")
            : ""
        }
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!deleting) return;
          // Not found when sent again after a lost answer: the first one deleted it.
          await resendIfUnanswered(
            () => deleteReport(deleting.id),
            (error) => (error.status === 404 ? null : undefined),
          );
          notify.success({ title: t`Report ${deleting.name} deleted` });
          if (openReport === deleting.id) setOpenReport(null);
          void revalidate();
        }}
      />
    </ListPage>
  );
}
