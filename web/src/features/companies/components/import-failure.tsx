import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { AlertIcon } from "../../../components/icons";
import { dangerBox, ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-error";
import { downloadImportErrors, saveFile, type ImportFields } from "../../reports/api/xlsx-api";
import { importCellErrors } from "../../reports/import-columns";
import { ImportErrorsList } from "./import-errors-list";
import { ReportTemplateButton } from "./report-template-button";

type FailureProps = { companyId: string; error: unknown; sent: ImportFields };

/** The refusal comes below the fields, out of sight on a phone, while focus stayed on Import: both are brought to it (each refusal mounts anew: the phase passes through the upload). */
export function FailureInView(props: FailureProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: "start" });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} tabIndex={-1} className={css({ outline: "none", scrollMarginTop: "4" })}>
      <Failure {...props} />
    </div>
  );
}

function Failure({ companyId, error, sent }: FailureProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  if (error instanceof ApiError && error.code === "SHEET_HEADERS_OUTDATED") {
    return (
      <div role="alert" className={dangerBox}>
        <span className={css({ color: "danger.default", flexShrink: 0, mt: "0.5" })}>
          <AlertIcon size={18} />
        </span>
        <div className={css({ display: "grid", gap: "2", minW: "0", flex: "1" })}>
          <p className={css({ fontWeight: "semibold" })}>{t`Sheet headers not up to date`}</p>
          <p>{t`The sheet's headers differ from the current template's: the file was made from an older template, or not from the template. Download the new template, copy your rows into it and import it again.`}</p>
          {error.errors.headers?.map((line) => (
            <p key={line} className={css({ overflowWrap: "anywhere" })}>
              {line}
            </p>
          ))}
          <div>
            <ReportTemplateButton companyId={companyId} label={t`Download the new template`} />
          </div>
        </div>
      </div>
    );
  }
  if (error instanceof ApiError && error.code === "IMPORT_REJECTED") {
    const cells = importCellErrors(error.errors);
    const download = async () => {
      setBusy(true);
      setDownloadError(null);
      try {
        saveFile(await downloadImportErrors(companyId, sent));
      } catch (e) {
        setDownloadError(e);
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className={css({ display: "grid", gap: "3" })}>
        <div role="alert" className={css({ fontSize: "sm", fontWeight: "semibold", color: "danger.default" })}>
          {t`Nothing was imported: correct the rows below and import the file again.`}
        </div>
        <ImportErrorsList cells={cells} totals={error.importTotals} />
        <div>
          <button type="button" className={button({ variant: "outline" })} onClick={() => void download()} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t`Download the file with errors marked`}
          </button>
        </div>
        {downloadError ? <ProblemAlert error={downloadError} /> : null}
      </div>
    );
  }
  return <ProblemAlert error={error} title={t`The file could not be imported.`} />;
}

