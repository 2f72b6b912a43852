import { useDropInvalidParams } from "../../../components/data-table/use-invalid-params";
import { USER_STATUSES, type UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { CheckboxGroupFilter } from "../../../components/checkbox-group-filter";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DataTable, EmptyState, FilterBar, SearchInput } from "../../../components/data-table";
import { PlusIcon } from "../../../components/icons";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { focusOrigin } from "../../../components/ui/final-focus";
import { PageHeader } from "../../../components/ui/page-header";
import { PageSpinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import { formatNameInText } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useListState } from "../../../lib/url-state";
import { ACCOUNT_KINDS, type AccountKind } from "../account-kinds";
import { creatableRoles, type Actor } from "../account-permissions";
import { seatsFull, useCompanySeats } from "../api/use-company-seats";
import { useRevalidateAccounts, useUsers } from "../api/use-users";
import { deleteUser } from "../api/users-api";
import { ACCOUNT_SORT_FIELDS, useAccountColumns } from "./account-columns";
import { AccountFormDialog } from "./account-form-dialog";
import type { AccountAction } from "./account-row-actions";
import { CredentialsDialog, type Credentials } from "./credentials-dialog";
import { SeatsIndicator } from "./seats-indicator";
import { SetPasswordDialog } from "./set-password-dialog";
import { USER_STATUS_LABELS } from "./user-status-badge";

type Open = { type: "add" } | { type: AccountAction; user: UserDto } | null;

/** One list page for every kind of account: search, status filter, sort and paging in the URL; add, edit, change password, delete. */
export function AccountListPage({ kind }: { kind: AccountKind }) {
  const session = useSession();
  if (!session.user || !session.role) return <PageSpinner />;
  const actor: Actor = { userId: session.user.userId, role: session.role, companyId: session.user.companyId };
  return <AccountList kind={kind} actor={actor} />;
}

function AccountList({ kind, actor }: { kind: AccountKind; actor: Actor }) {
  const { t, i18n } = useLingui();
  const def = ACCOUNT_KINDS[kind];
  const list = useListState({
    sort: "lastName",
    order: "asc",
    sortFields: ACCOUNT_SORT_FIELDS,
    filters: def.companyScoped ? { status: [] as string[], companyId: "" } : { status: [] as string[] },
  });
  const roleQuery = def.roles.map((r) => `role=${r}`).join("&");
  const users = useUsers(`${list.apiQuery}&${roleQuery}`);
  useDropInvalidParams(list, users.error);
  const revalidate = useRevalidateAccounts();
  const [open, setOpen] = useState<Open>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  // The new password's dialog follows the form that asked for it: closing it returns focus to
  // what opened that form (Add, or the row's button or menu).
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = (next: NonNullable<Open>) => {
    opener.current = focusOrigin();
    setOpen(next);
  };
  // Kept after closing so the confirmation's text does not go blank while it fades out.
  const [toDelete, setToDelete] = useState<UserDto | null>(null);

  const canCreate = creatableRoles(actor, def).length > 0;
  const companyFilter = def.companyScoped ? String(list.state.filters.companyId ?? "") : "";
  const seatsOf = actor.companyId ?? (companyFilter || null);
  const columns = useAccountColumns(def, actor, (type, user) => {
    if (type === "delete") setToDelete(user);
    openDialog({ type, user });
  });
  const title = i18n._(def.title);
  const addLabel = i18n._(def.add);
  const statuses = (list.state.filters.status ?? []) as string[];

  // A company without a free seat gets no new manager or worker (the server answers 409): the
  // button says so before the whole form is filled in.
  const seats = useCompanySeats(seatsOf);
  const full = seatsFull(seats.data);
  const fullNoteId = useId();
  const fullNote = full ? (
    <span id={fullNoteId} className={css({ display: "block", mt: "1", color: "danger.default" })}>
      {actor.role === "Manager"
        ? t`No free seat: deactivate an account, or ask an administrator to raise the company's limit.`
        : t`No free seat: deactivate an account, or raise the limit on the company's page.`}
    </span>
  ) : null;

  const addButton = canCreate ? (
    <button type="button" className={button({ variant: "solid" })} onClick={() => openDialog({ type: "add" })} disabled={full} aria-describedby={full ? fullNoteId : undefined}>
      <PlusIcon size={16} />
      {addLabel}
    </button>
  ) : null;

  const closeAndRefresh = () => {
    setOpen(null);
    void revalidate();
  };

  return (
    <div>
      <PageHeader
        title={title}
        description={
          seatsOf ? (
            <>
              <SeatsIndicator companyId={seatsOf} showName={actor.companyId === null} />
              {fullNote}
            </>
          ) : undefined
        }
        actions={addButton}
      />
      <FilterBar
        actions={
          list.filtered ? (
            <button type="button" className={button({ variant: "ghost", size: "sm" })} onClick={list.clearFilters}>
              {t`Clear filters`}
            </button>
          ) : null
        }
      >
        <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search by name or e-mail`} placeholder={t`Name or e-mail…`} />
        <CheckboxGroupFilter
          label={t`Status`}
          options={USER_STATUSES.map((s) => ({ value: s, label: i18n._(USER_STATUS_LABELS[s]) }))}
          value={statuses}
          onChange={(next) => list.setFilter("status", next)}
        />
      </FilterBar>
      <DataTable
        label={title}
        columns={columns}
        getRowId={(u) => u.id}
        data={users.data}
        state={list.state}
        onStateChange={list.update}
        loading={users.isLoading || (users.isValidating && !users.data)}
        error={users.error ? <ProblemAlert error={users.error} onRetry={() => void users.mutate()} /> : undefined}
        empty={
          list.filtered ? (
            <EmptyState
              title={t`No accounts match the filters`}
              action={
                <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
                  {t`Clear filters`}
                </button>
              }
            />
          ) : (
            <EmptyState title={i18n._(def.emptyTitle)} action={addButton} />
          )
        }
      />

      {open?.type === "add" || open?.type === "edit" ? (
        <AccountFormDialog
          def={def}
          actor={actor}
          user={open.type === "edit" ? open.user : null}
          companyId={companyFilter}
          onClose={() => setOpen(null)}
          onSaved={closeAndRefresh}
          onCreated={(c) => {
            closeAndRefresh();
            setCredentials(c);
          }}
        />
      ) : null}
      {open?.type === "setPassword" ? (
        <SetPasswordDialog
          user={open.user}
          onClose={() => setOpen(null)}
          onGenerated={(c) => {
            setOpen(null);
            setCredentials(c);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={open?.type === "delete"}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t`Delete account?`}
        description={
          toDelete
            ? t`The account of ${formatNameInText(toDelete)} (${toDelete.email}) will be deleted and their sessions ended. This cannot be undone.`
            : ""
        }
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteUser(toDelete.id);
          notify.success({ title: t`Account deleted` });
          void revalidate();
        }}
      />
      {/* Dropped on close: the temporary password can never be shown again. */}
      {credentials ? <CredentialsDialog credentials={credentials} returnFocus={() => opener.current} onClose={() => setCredentials(null)} /> : null}
    </div>
  );
}
