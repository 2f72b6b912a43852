import type { CompanyDto } from "@contract/companies";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { KeptEditDialog, useKeptFormDraft } from "../../../components/kept-draft";
import { notify } from "../../../components/ui/toaster";
import type { FormDraft } from "../../../lib/form-draft";
import { activateCompany, deactivateCompany, deleteCompany, fetchJson } from "../api/companies-api";
import { companyKey } from "../api/keys";
import { useRevalidateCompanies } from "../api/use-companies";
import type { CompanyAction } from "../company-permissions";
import { COMPANY_DRAFT, CompanyFormDialog } from "./company-form-dialog";

/** The company stays after closing, so the dialog's text does not go blank while it fades out. */
type Open = { action: CompanyAction | "add" | null; company: CompanyDto | null; draft?: FormDraft | null };

/**
 * The dialogs behind a company's actions (add, edit, delete, activate, deactivate), shared by the
 * list and the dashboard: `run` opens one; `dialogs` renders whichever is open.
 */
export function useCompanyActionDialogs(options: { onDeleted?: (company: CompanyDto) => void } = {}): {
  run: (action: CompanyAction | "add", company: CompanyDto | null) => void;
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  // A form the session ended under comes back here, on the list or the dashboard the user returns to.
  const kept = useKeptFormDraft(COMPANY_DRAFT);
  const [open, setOpen] = useState<Open>(() => (kept && !kept.edit ? { action: "add", company: null, draft: kept } : { action: null, company: null }));
  const revalidate = useRevalidateCompanies();
  const company = open.company;
  const name = company?.name ?? "";
  const close = () => setOpen((o) => ({ ...o, action: null }));

  const confirm = (action: "delete" | "activate" | "deactivate") => {
    const copy = {
      delete: {
        title: t`Delete company?`,
        description: t`${name} will be deleted. A company that has users, reports or positions cannot be deleted. This cannot be undone.`,
        confirmLabel: t`Delete`,
        done: t`Company deleted`,
        call: deleteCompany,
        tone: "danger" as const,
      },
      activate: {
        title: t`Activate company?`,
        description: t`${name} will be active: its managers and workers can sign in.`,
        confirmLabel: t`Activate`,
        done: t`Company activated`,
        call: activateCompany,
        tone: "default" as const,
      },
      deactivate: {
        title: t`Deactivate company?`,
        description: t`${name} will be inactive: its managers and workers will not be able to sign in until it is activated again.`,
        confirmLabel: t`Deactivate`,
        done: t`Company deactivated`,
        call: deactivateCompany,
        tone: "danger" as const,
      },
    }[action];
    return (
      <ConfirmDialog
        open={open.action === action}
        onOpenChange={(o) => !o && close()}
        title={copy.title}
        description={copy.description}
        confirmLabel={copy.confirmLabel}
        tone={copy.tone}
        onConfirm={async () => {
          if (!company) return;
          await copy.call(company.id);
          notify.success({ title: copy.done });
          if (action === "delete") options.onDeleted?.(company);
          void revalidate();
        }}
      />
    );
  };

  const dialogs = (
    <>
      {open.action === "add" || open.action === "edit" ? (
        <CompanyFormDialog
          company={open.action === "edit" ? company : null}
          draft={open.action === "add" ? open.draft : null}
          onClose={close}
          onSaved={() => {
            close();
            void revalidate();
          }}
        />
      ) : null}
      <KeptEditDialog<CompanyDto>
        form={COMPANY_DRAFT}
        draft={kept}
        recordKey={companyKey}
        load={fetchJson}
        deletedMessage={t`The company was deleted in the meantime.`}
        onSaved={() => void revalidate()}
      >
        {(record, handlers) => <CompanyFormDialog company={record} draft={kept} {...handlers} />}
      </KeptEditDialog>
      {confirm("delete")}
      {confirm("activate")}
      {confirm("deactivate")}
    </>
  );
  return { run: (action, c) => setOpen({ action, company: c, draft: null }), dialogs };
}
