import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css } from "styled-system/css";
import { Link, useLocation, useParams } from "wouter";
import { EditIcon, FileTextIcon, PlusIcon, PowerIcon, TrashIcon } from "../../components/icons";
import { ProblemAlert } from "../../components/problem-alert";
import { button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";
import { PageSpinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-error";
import { useSession } from "../../lib/session";
import { useCompany } from "./api/use-company";
import { canReadAudit, companyActions, isStaff } from "./company-permissions";
import { useCompanyActionDialogs } from "./components/company-action-dialogs";
import { CompanyCounts } from "./components/company-counts";
import { CompanyDetails } from "./components/company-details";
import { CompanyHistory } from "./components/company-history";
import { ImportReportDialog } from "./components/import-report-dialog";
import { ReportTemplateButton } from "./components/report-template-button";
import { canImportReport } from "../reports/report-permissions";

/** /companies/{id}: details, counts, actions, the company's reports and (for administrators) its history. */
export default function CompanyDashboardPage() {
  const { t } = useLingui();
  const { companyId = "" } = useParams<{ companyId: string }>();
  const { role, user } = useSession();
  const [, navigate] = useLocation();
  const [importing, setImporting] = useState(false);
  const company = useCompany(companyId);
  const actions = useCompanyActionDialogs({ onDeleted: () => navigate("/companies", { replace: true }) });

  if (!role) return <PageSpinner />;
  const back = isStaff(role) ? (
    <Link href="/companies" className={button({ variant: "outline", size: "sm" })}>
      {t`Back to companies`}
    </Link>
  ) : (
    <Link href="/" className={button({ variant: "outline", size: "sm" })}>
      {t`Go to the dashboard`}
    </Link>
  );

  if (company.error instanceof ApiError && company.error.status === 404) {
    return (
      <div>
        <PageHeader title={t`Company`} />
        <EmptyState title={t`Company not found.`}>
          <div className={css({ mt: "2" })}>{back}</div>
        </EmptyState>
        {/* A kept edit of it is said not to be brought back, and forgotten. */}
        {actions.dialogs}
      </div>
    );
  }
  if (company.error) {
    return (
      <div>
        <PageHeader title={t`Company`} />
        <ProblemAlert error={company.error} onRetry={() => void company.mutate()} />
        {/* A kept edit stays stored for the next visit, and says so. */}
        {actions.dialogs}
      </div>
    );
  }
  const c = company.data;
  if (!c) return <PageSpinner />;

  const allowed = companyActions(role, c.status);
  const reportsHref = `/reports?companyId=${encodeURIComponent(c.id)}`;
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <div>
        <PageHeader
          title={c.name}
          description={t`Company dashboard`}
          manyActions
          actions={
            <>
              <Link href={isStaff(role) ? reportsHref : "/reports"} className={button({ variant: "outline" })}>
                <FileTextIcon size={16} />
                {t`Company reports`}
              </Link>
              {canImportReport(role, c.id, user?.companyId ?? null) ? (
                <>
                  <ReportTemplateButton companyId={c.id} />
                  <button type="button" className={button({ variant: "outline" })} onClick={() => setImporting(true)}>
                    <PlusIcon size={16} />
                    {t`Add report by import`}
                  </button>
                </>
              ) : null}
              {allowed.edit ? (
                <button type="button" className={button({ variant: "outline" })} onClick={() => actions.run("edit", c)}>
                  <EditIcon size={16} />
                  {t`Edit`}
                </button>
              ) : null}
              {allowed.activate ? (
                <button type="button" className={button({ variant: "outline" })} onClick={() => actions.run("activate", c)}>
                  <PowerIcon size={16} />
                  {t`Activate`}
                </button>
              ) : null}
              {allowed.deactivate && !allowed.activate ? (
                <button type="button" className={button({ variant: "outline" })} onClick={() => actions.run("deactivate", c)}>
                  <PowerIcon size={16} />
                  {t`Deactivate`}
                </button>
              ) : null}
              {allowed.delete ? (
                <button type="button" className={button({ variant: "outline" })} onClick={() => actions.run("delete", c)}>
                  <TrashIcon size={16} />
                  {t`Delete`}
                </button>
              ) : null}
            </>
          }
        />
        {/* Staff come from the companies list, as to an author's page from the authors list. */}
        {isStaff(role) ? <div className={css({ mt: "-3" })}>{back}</div> : null}
      </div>
      <CompanyCounts company={c} role={role} />
      <div className={css({ display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", lg: canReadAudit(role) ? "minmax(0, 2fr) minmax(0, 3fr)" : "1fr" }, alignItems: "start" })}>
        <CompanyDetails company={c} />
        {canReadAudit(role) ? <CompanyHistory companyId={c.id} /> : null}
      </div>
      {actions.dialogs}
      <ImportReportDialog companyId={c.id} companyName={c.name} open={importing} onOpenChange={setImporting} staff={isStaff(role)} />
    </div>
  );
}
