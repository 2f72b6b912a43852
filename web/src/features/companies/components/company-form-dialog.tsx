import type { CompanyDto } from "@contract/companies";
import { m, translateMessage } from "@contract/messages";
import { isValidNip } from "@contract/nip";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { css } from "styled-system/css";
import { FormDialog } from "../../../components/form-dialog";
import { RestoredDraftNote, useKeepOnLeave } from "../../../components/kept-draft";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { CheckIcon } from "../../../components/icons";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { useEditedRecord } from "../../../lib/edit-version";
import { draftOf, type FormDraft, rebase, restoreDraft } from "../../../lib/form-draft";
import { retryKeys } from "../../../lib/retry-key";
import { createCompany, fetchJson, updateCompany } from "../api/companies-api";
import { companyKey } from "../api/keys";
import { useRevalidateCompanies } from "../api/use-companies";
import { companyFormSchema, initialCompanyValues } from "../company-form";
import { countryOptions } from "../countries";

const FIELDS = ["name", "maxUsers", "taxId", "country", "city", "postalCode", "street", "homeNumber"] as const;
const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const digitsOf = (s: string) => s.replace(/\D/g, "");

type Props = {
  /** The company to edit; null to add one. */
  company: CompanyDto | null;
  onClose: () => void;
  onSaved: (company: CompanyDto) => void;
  /** The form kept when the session ended under it, to fill in again. */
  draft?: FormDraft | null;
};

/** The kept-draft name of this form. */
export const COMPANY_DRAFT = "company";

/** Add and edit share this form; a Polish tax id (NIP) is checked as it is typed. */
export function CompanyFormDialog({ company: given, onClose, onSaved, draft }: Props) {
  const { t, i18n } = useLingui();
  const { record: company, version, onRefused, reloadInto, generation, saveEdit } = useEditedRecord(given, (c) => c.updatedOn, useRevalidateCompanies(), (id) =>
    fetchJson<CompanyDto>(companyKey(id)),
  );
  const [restored] = useState(() => restoreDraft(initialCompanyValues(company), draft));
  const form = useSchemaForm(companyFormSchema, restored.values);
  useKeepOnLeave(COMPANY_DRAFT, () => draftOf(form.values, initialCompanyValues(company), company, version), draft);
  const [problem, setProblem] = useState<unknown>(null);
  const [keys] = useState(retryKeys);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const lang = i18n.locale === "en" ? "en" : "pl";

  const onSubmit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      const saved = company ? await saveEdit((base, ifVersion) => updateCompany(base.id, input, ifVersion)) : await createCompany(input, keys.keyFor(input));
      keys.settle();
      notify.success({ title: company ? t`Changes saved` : t`Company added` });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && FIELDS.some((f) => error.fieldError(f))) throw error;
      if (error instanceof ApiError && error.status === 401) return;
      onRefused(error);
      setProblem(error);
    }
  }, t`Saving failed`);

  // NIP as you type: once ten digits are there, say at once whether the check digit holds.
  const taxId = form.field("taxId");
  const polish = form.values.country === "PL";
  const nipComplete = polish && digitsOf(form.values.taxId).length >= 10;
  const nipValid = nipComplete && isValidNip(form.values.taxId);
  const taxIdError = taxId.error ?? (nipComplete && !nipValid ? translateMessage(m("nip"), lang) : undefined);
  // No tick beside an error: a well-formed NIP that another company has is still refused.
  const taxIdHelper = !polish || taxIdError ? undefined : nipValid ? (
    <span className={css({ display: "inline-flex", alignItems: "center", gap: "1", color: "success.default" })}>
      <CheckIcon size={14} />
      {t`Valid NIP`}
    </span>
  ) : (
    t`10 digits; dashes and spaces are ignored.`
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={company ? t`Edit company` : t`Add company`}
      description={company ? company.name : t`A new company starts inactive; it becomes active with its first manager.`}
      submitLabel={company ? t`Save changes` : t`Add`}
      pending={form.pending}
      onSubmit={onSubmit}
      problem={problem}
      onReload={reloadInto((fresh) => {
        const merged = rebase(form.values, initialCompanyValues(company), initialCompanyValues(fresh));
        form.reset(merged.values);
        setProblem(null);
        return merged;
      })}
      freshKey={generation}
      startDirty={Boolean(draft)}
      size="lg"
    >
      {draft && generation === 0 ? <RestoredDraftNote draft={draft} version={version} clashed={restored.clashed} /> : null}
      <TextField {...form.field("name")} label={t`Name`} required maxLength={200} autoComplete="organization" />
      <div className={grid}>
        <SelectField {...form.field("country")} label={t`Country`} required options={countries} />
        <TextField
          {...taxId}
          error={taxIdError}
          label={polish ? t`Tax ID (NIP)` : t`Tax ID`}
          inputMode={polish ? "numeric" : undefined}
          maxLength={20}
          autoComplete="off"
          helper={taxIdHelper}
        />
      </div>
      <div className={grid}>
        <TextField {...form.field("maxUsers")} label={t`Seat limit`} required type="number" min={1} max={10000} step={1} inputMode="numeric" helper={t`Each active or pending manager and worker takes a seat; an inactive account does not.`} />
        <TextField {...form.field("postalCode")} label={t`Postal code`} maxLength={20} autoComplete="postal-code" />
      </div>
      <div className={grid}>
        <TextField {...form.field("city")} label={t`City`} maxLength={100} autoComplete="address-level2" />
        <TextField {...form.field("street")} label={t`Street`} maxLength={200} autoComplete="address-line1" />
      </div>
      <div className={grid}>
        <TextField {...form.field("homeNumber")} label={t`Building number`} maxLength={20} autoComplete="off" />
      </div>
    </FormDialog>
  );
}
