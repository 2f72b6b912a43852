import { ChangePasswordInput } from "@contract/auth";
import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { useSWRConfig } from "swr";
import { useLocation } from "wouter";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../components/ui/toaster";
import { clearPasswordResetFlag, useSession } from "../../lib/session";
import { storage } from "../../lib/storage";
import { changePassword, ME_KEY } from "./api/auth-api";
import { PasswordRules } from "../../components/form/password-rules";

export default function ChangePasswordPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const session = useSession();
  const form = useSchemaForm(ChangePasswordInput, { currentPassword: "", newPassword: "", confirmPassword: "" });

  const onSubmit = form.handleSubmit(async (input) => {
    await changePassword(input);
    clearPasswordResetFlag(storage);
    void mutate(ME_KEY);
    notify.success({ title: t`Password changed` });
    navigate("/");
  }, t`Changing the password failed`);

  return (
    <div className={css({ maxW: "md" })}>
      <PageHeader
        title={t`Change password`}
        description={
          session.isPasswordResetRequired
            ? t`You need to set a new password before you can continue.`
            : t`Set a new password for your account.`
        }
      />
      <form
        noValidate
        onSubmit={onSubmit}
        className={css({
          display: "grid",
          gap: "4",
          bg: "bg.surface",
          borderWidth: "1px",
          borderColor: "border.default",
          borderRadius: "lg",
          p: { base: "4", md: "6" },
        })}
      >
        <TextField {...form.field("currentPassword")} label={t`Current password`} type="password" autoComplete="current-password" required />
        <TextField
          {...form.field("newPassword")}
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          required
          helper={<PasswordRules value={form.values.newPassword} />}
        />
        <TextField {...form.field("confirmPassword")} label={t`Confirm password`} type="password" autoComplete="new-password" required />
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>{t`Fields marked * are required.`}</p>
        <div>
          <button type="submit" className={cx(button({ variant: "solid" }))} disabled={form.pending} aria-busy={form.pending}>
            {form.pending ? <Spinner /> : null}
            {t`Change password`}
          </button>
        </div>
      </form>
    </div>
  );
}
