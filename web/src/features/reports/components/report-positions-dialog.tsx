import { Dialog, Portal } from "@ark-ui/react";
import type { ReportDto } from "@contract/reports";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css } from "styled-system/css";
import { DataTable, EmptyState, type TablePatch, type TableState } from "../../../components/data-table";
import { XIcon } from "../../../components/icons";
import { ProblemAlert } from "../../../components/problem-alert";
import { IconButton } from "../../../components/ui/icon-button";
import { dialogStyles } from "../../../components/ui/dialog-styles";
import { Spinner } from "../../../components/ui/spinner";
import { Link } from "wouter";
import { ApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/session";
import { isStaffRole } from "../report-permissions";
import { usePositions } from "../../positions/api/use-positions";
import { useReport } from "../api/use-reports";
import { useReportPositionColumns } from "./report-position-columns";
import { REPORT_SOURCE_LABELS } from "./report-labels";
import { keepShortWords } from "../../../lib/format";

const wide = css(dialogStyles.contentRaw, { maxW: "5xl", maxH: "calc(100dvh - 2rem)", overflowY: "auto", p: { base: "4", md: "6" } });
const facts = css({ display: "flex", flexWrap: "wrap", rowGap: "1", columnGap: "4", fontSize: "sm", color: "fg.muted", mt: "1" });
const queueLink = css({ color: "accent.default", fontWeight: "medium", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "accent.emphasis" } });
const strong = css({ color: "fg.default", fontWeight: "medium", fontVariantNumeric: "tabular-nums" });
// Title and Close stay in view above the rows scrolling beneath (on a phone the list is taller
// than the screen); the negative margins span the content's padding.
const header = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: "3",
  position: "sticky",
  top: { base: "-4", md: "-6" },
  zIndex: "1",
  mt: { base: "-4", md: "-6" },
  mx: { base: "-4", md: "-6" },
  px: { base: "4", md: "6" },
  pt: { base: "4", md: "6" },
  pb: "3",
  mb: "1",
  bg: "bg.surface",
});

/** Its own paging and sort, so the list behind keeps its state in the URL untouched. */
const INITIAL: TableState = { page: 1, pageSize: 10, sort: "createdOn", order: "asc" };

function toQuery(reportId: string, s: TableState): string {
  const params = new URLSearchParams({ reportId, page: String(s.page), pageSize: String(s.pageSize) });
  if (s.sort) {
    params.set("sort", s.sort);
    params.set("order", s.order);
  }
  return params.toString();
}

/** A report's positions (GET /positions?reportId=), opened from the list by `?report=<id>`. */
export function ReportPositionsDialog({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={reportId !== null} onOpenChange={(d) => !d.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={wide}>{reportId ? <Body reportId={reportId} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Body({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { role } = useSession();
  const staff = role ? isStaffRole(role) : false;
  const report = useReport(reportId);
  const [state, setState] = useState<TableState>(INITIAL);
  const positions = usePositions(report.data ? toQuery(reportId, state) : null);
  const columns = useReportPositionColumns();
  const r: ReportDto | undefined = report.data;
  const update = (patch: TablePatch) =>
    setState((s) => {
      const next = { ...s, ...patch } as TableState;
      // Any change but the page itself starts again from page 1, as in the lists.
      if (patch.page === undefined) next.page = 1;
      return next;
    });

  const title = r ? t`Positions of report ${r.name}` : t`Report positions`;
  return (
    <>
      <div className={header}>
        <div className={css({ minW: "0" })}>
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={facts}>
              {r ? (
                <>
                  <span>{keepShortWords(r.companyName)}</span>
                  <span>
                    {t`Positions`}: <span className={strong}>{i18n.number(r.positionsAmount)}</span>
                  </span>
                  <span>
                    {t`Pages`}: <span className={strong}>{i18n.number(r.pagesTotal)}</span>
                  </span>
                  <span>{i18n._(REPORT_SOURCE_LABELS[r.source])}</span>
                  {staff && !r.isVerified ? (
                    <Link href={`/positions?reportId=${encodeURIComponent(r.id)}`} className={queueLink}>
                      {t`Verify its positions in the queue`}
                    </Link>
                  ) : null}
                </>
              ) : report.isLoading ? (
                <Spinner />
              ) : null}
            </div>
          </Dialog.Description>
        </div>
        <IconButton label={t`Close`} icon={<XIcon size={18} />} onClick={onClose} tooltip={false} />
      </div>
      {report.error ? (
        report.error instanceof ApiError && report.error.status === 404 ? (
          <EmptyState title={t`Report not found.`} />
        ) : (
          <ProblemAlert error={report.error} onRetry={() => void report.mutate()} />
        )
      ) : (
        <DataTable
          label={title}
          columns={columns}
          getRowId={(p) => p.id}
          data={positions.data}
          state={state}
          onStateChange={update}
          loading={positions.isLoading || positions.isValidating}
          error={positions.error ? <ProblemAlert error={positions.error} onRetry={() => void positions.mutate()} /> : undefined}
          empty={<EmptyState title={t`This report has no positions.`} />}
        />
      )}
    </>
  );
}
