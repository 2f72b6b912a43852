import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DownloadIcon } from "../../../components/icons";
import { problemLines } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import { downloadReportTemplate, saveFile } from "../../reports/api/xlsx-api";

/** Downloads the company's import template (in the user's language); a failure is told in a toast. */
export function ReportTemplateButton({ companyId, label, variant = "outline" }: { companyId: string; label?: string; variant?: "outline" | "solid" }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await downloadReportTemplate(companyId));
    } catch (error) {
      const { title, details } = problemLines(error, i18n.locale === "en" ? "en" : "pl", t`The template could not be downloaded.`);
      notify.error({ title, description: details[0] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={button({ variant })} onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : <DownloadIcon size={16} />}
      {label ?? t`Download template`}
    </button>
  );
}
