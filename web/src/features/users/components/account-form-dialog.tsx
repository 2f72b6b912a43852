import type { Role } from "@contract/common";
import type { UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { css } from "styled-system/css";
import { CompanyPicker } from "../../../components/catalogue/company-picker";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDialog } from "../../../components/form-dialog";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { ROLE_LABELS } from "../../../components/role-label";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { useEditedRecord } from "../../../lib/edit-version";
import { formatFullName, formatNameInText } from "../../../lib/format";
import { rebase } from "../../../lib/form-draft";
import { accountFormSchema, initialAccountValues, toCreateInput, toUpdateInput } from "../account-form";
import type { AccountKindDef } from "../account-kinds";
import { assignableRoles, choosesCompany, creatableRoles, type Actor } from "../account-permissions";
import { createUser, fetchUser, updateUser } from "../api/users-api";
import { seatsFull, useCompanySeats } from "../api/use-company-seats";
import { useRevalidateAccounts } from "../api/use-users";
import { infoBox } from "../../../components/info-box";
import type { Credentials } from "./credentials-dialog";
import { USER_STATUS_LABELS } from "./user-status-badge";

const FIELDS = ["email", "firstName", "middleName", "lastName", "birthDate", "role", "status", "companyId"] as const;
const twoColumns = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const today = () => new Date().toISOString().slice(0, 10);

type Props = {
  def: AccountKindDef;
  actor: Actor;
  /** The account to edit; null to add one. */
  user: UserDto | null;
  /** Preselected company of a new manager or worker (a list opened from a company's dashboard). */
  companyId?: string;
  onClose: () => void;
  onCreated: (credentials: Credentials) => void;
  onSaved: () => void;
};

/** Add and edit share this form: e-mail, names, birth date; status on edit; the company when staff add company accounts. */
export function AccountFormDialog({ def, actor, user: given, companyId = "", onClose, onCreated, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const { record: user, onRefused, reloadInto, generation, saveEdit } = useEditedRecord(given, (u) => u.updatedOn, useRevalidateAccounts(), fetchUser);
  const editing = user !== null;
  const roles = useMemo(() => (user ? assignableRoles(actor, def, user) : creatableRoles(actor, def)), [actor, def, user]);
  const withCompany = !editing && choosesCompany(actor, def);
  const schema = useMemo(() => accountFormSchema(withCompany), [withCompany]);
  const form = useSchemaForm(schema, initialAccountValues(user, { role: roles[0] ?? def.roles[0]!, companyId }));
  const [problem, setProblem] = useState<unknown>(null);
  const revalidateAccounts = useRevalidateAccounts();
  // A create whose answer never came may have made the account: its e-mail, and then whether the
  // retry met that account (the one-time password is lost with the answer).
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const [probablyCreated, setProbablyCreated] = useState<string | null>(null);

  type Output = Parameters<Parameters<typeof form.handleSubmit>[0]>[0];
  // Deactivating signs the person out at once and keeps them out: asked first, as for a company.
  const [deactivating, setDeactivating] = useState<Output | null>(null);
  const onSubmit = form.handleSubmit(
    async (out) => {
      if (user && out.status === "Inactive" && user.status !== "Inactive") {
        setDeactivating(out);
        return;
      }
      await save(out);
    },
    t`Saving failed`,
  );

  const save = async (out: Output) => {
    setProblem(null);
    try {
      if (user) {
        await saveEdit((base, ifVersion) => updateUser(base.id, toUpdateInput(out, base, roles), ifVersion));
        notify.success({ title: t`Changes saved` });
        onSaved();
      } else {
        const role = roles.find((r) => r === out.role) ?? roles[0]!;
        const created = await createUser(toCreateInput(out, role, withCompany));
        onCreated({ reason: "created", name: formatNameInText(created.user), email: created.user.email, password: created.temporaryPassword });
      }
    } catch (error) {
      if (!user && error instanceof ApiError) {
        const email = out.email.toLowerCase();
        if (error.status === 0) setUnanswered(email);
        else if (error.status === 409 && error.fieldError("email") && unanswered === email) {
          setProbablyCreated(out.email);
          void revalidateAccounts();
          return;
        }
      }
      // Field messages go onto the fields (the form helper); anything else stays in the dialog.
      if (error instanceof ApiError && FIELDS.some((f) => error.fieldError(f))) throw error;
      if (error instanceof ApiError && error.status === 401) return;
      onRefused(error);
      setProblem(error);
    }
  };

  const statusOptions = (user?.status === "Pending" ? (["Pending", "Active", "Inactive"] as const) : (["Active", "Inactive"] as const)).map((s) => ({
    value: s,
    label: i18n._(USER_STATUS_LABELS[s]),
  }));

  // Says what the status chosen means, not the one saved.
  const statusHelper =
    form.values.status === "Pending"
      ? t`Pending until the first password change.`
      : form.values.status === "Inactive"
        ? t`Cannot sign in while the account is inactive.`
        : undefined;

  const companyField = form.field("companyId");
  // The company chosen for a new account must have a free seat (else the server answers 409): said at once.
  const chosen = useCompanySeats(withCompany && form.values.companyId ? form.values.companyId : null);
  const noSeat = withCompany && seatsFull(chosen.data);
  const title = editing ? t`Edit account` : i18n._(def.add);
  return (
    <>
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={title}
        description={editing ? formatFullName(user) : t`A temporary password is generated; it is shown once, after saving.`}
        submitLabel={editing ? t`Save changes` : t`Add`}
        pending={form.pending}
        onSubmit={onSubmit}
        problem={problem}
        submitDisabled={noSeat}
        onReload={reloadInto((fresh) => {
          const opened = initialAccountValues(user, { role: user?.role ?? fresh.role, companyId });
          const merged = rebase(form.values, opened, initialAccountValues(fresh, { role: fresh.role, companyId }));
          form.reset(merged.values);
          setProblem(null);
          return merged;
        })}
        freshKey={generation}
        size="lg"
      >
        {probablyCreated ? (
          <p role="alert" className={infoBox}>
            {t`The account ${probablyCreated} was most likely created: the connection dropped before the answer came, so its temporary password could not be shown. Close this form, find the account in the list and set a new password for it there.`}
          </p>
        ) : null}
        <TextField {...form.field("email")} label={t`E-mail`} type="email" autoComplete="off" required maxLength={254} />
        <div className={twoColumns}>
          <TextField {...form.field("firstName")} label={t`First name`} autoComplete="off" required maxLength={100} />
          <TextField {...form.field("middleName")} label={t`Middle name`} autoComplete="off" maxLength={100} />
        </div>
        <div className={twoColumns}>
          <TextField {...form.field("lastName")} label={t`Last name`} autoComplete="off" required maxLength={100} />
          <TextField {...form.field("birthDate")} label={t`Birth date`} type="date" max={today()} />
        </div>
        {roles.length > 1 || (editing && user.status) ? (
          <div className={twoColumns}>
            {roles.length > 1 ? (
              <SelectField {...form.field("role")} label={t`Role`} required options={roles.map((r: Role) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }))} />
            ) : null}
            {editing ? (
              <SelectField
                {...form.field("status")}
                label={t`Status`}
                required
                options={statusOptions}
                disabled={actor.userId === user.id}
                helper={statusHelper}
              />
            ) : null}
          </div>
        ) : null}
        {withCompany ? (
          <CompanyPicker
            {...companyField}
            error={companyField.error ?? (noSeat ? t`The company has no free seat: deactivate one of its accounts, or raise its limit.` : undefined)}
            onChange={companyField.onValueChange}
            label={t`Company`}
            required
            placeholder={t`Name, NIP or city…`}
            seats
          />
        ) : null}
      </FormDialog>
      {user ? (
        <ConfirmDialog
          open={deactivating !== null}
          onOpenChange={(open) => !open && setDeactivating(null)}
          title={t`Deactivate account?`}
          description={t`${formatNameInText(user)} will be signed out at once and will not be able to sign in until the account is active again.`}
          confirmLabel={t`Deactivate`}
          onConfirm={async () => {
            if (deactivating) await save(deactivating);
            setDeactivating(null);
          }}
        />
      ) : null}
    </>
  );
}
