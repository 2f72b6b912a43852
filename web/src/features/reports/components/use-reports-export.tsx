import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { DownloadIcon } from "../../../components/icons";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { downloadReportsExport, saveFile } from "../api/xlsx-api";

/**
 * "Export .xlsx" of exactly the list's current filters and sort: the button (busy while the file
 * is built) and, apart from it, the failure to show above the list.
 */
export function useReportsExport(query: string): { button: ReactNode; problem: ReactNode } {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadReportsExport(query));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return {
    button: (
      <button type="button" className={button({ variant: "outline" })} onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : <DownloadIcon size={16} />}
        {busy ? t`Exporting…` : t`Export .xlsx`}
      </button>
    ),
    problem: error ? (
      <div className={css({ mb: "4" })}>
        <ProblemAlert error={error} title={t`The export failed.`} onRetry={() => void run()} />
      </div>
    ) : null,
  };
}
