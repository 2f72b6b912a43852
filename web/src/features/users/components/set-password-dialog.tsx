import { Password } from "@contract/auth";
import { m } from "@contract/messages";
import type { UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { css } from "styled-system/css";
import * as v from "valibot";
import { FormDialog } from "../../../components/form-dialog";
import { PasswordRules } from "../../../components/form/password-rules";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { formatFullName, formatNameInText } from "../../../lib/format";
import { setUserPassword } from "../api/users-api";
import type { Credentials } from "./credentials-dialog";

type Mode = "generate" | "set";

/** Both modes in one schema: with "set" the contract's Password rules and a matching confirmation. */
type PasswordValues = { newPassword: string; confirmPassword: string };

export function setPasswordSchema(mode: Mode): v.GenericSchema<PasswordValues, PasswordValues> {
  if (mode === "generate") return v.object({ newPassword: v.string(), confirmPassword: v.string() });
  return v.pipe(
    v.object({ newPassword: Password, confirmPassword: v.pipe(v.string(), v.nonEmpty(m("required"))) }),
    v.forward(
      v.partialCheck([["newPassword"], ["confirmPassword"]], (i) => i.newPassword === i.confirmPassword, m("passwordsMismatch")),
      ["confirmPassword"],
    ),
  );
}

const radio = css({
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  cursor: "pointer",
  fontSize: "sm",
  "&:has(input:checked)": { borderColor: "accent.default", bg: "accent.subtle" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "2px" },
});

/** An administrator (or a Manager, in its company) sets a password, or has a temporary one generated. */
export function SetPasswordDialog({ user, onClose, onGenerated }: { user: UserDto; onClose: () => void; onGenerated: (c: Credentials) => void }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>("generate");
  const schema = useMemo(() => setPasswordSchema(mode), [mode]);
  const form = useSchemaForm(schema, { newPassword: "", confirmPassword: "" });
  const [problem, setProblem] = useState<unknown>(null);
  const name = formatFullName(user);

  const onSubmit = form.handleSubmit(async (out) => {
    setProblem(null);
    try {
      if (mode === "generate") {
        const res = await setUserPassword(user.id, {});
        if (!res?.temporaryPassword) throw new ApiError({ status: 500, title: t`No temporary password came back.` });
        onGenerated({ reason: "reset", name: formatNameInText(user), email: user.email, password: res.temporaryPassword });
      } else {
        await setUserPassword(user.id, { newPassword: out.newPassword, confirmPassword: out.confirmPassword });
        notify.success({ title: t`Password changed for ${name}` });
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiError && (error.fieldError("newPassword") || error.fieldError("confirmPassword"))) throw error;
      if (error instanceof ApiError && error.status === 401) return;
      setProblem(error);
    }
  }, t`Changing the password failed`);

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Change password`}
      description={t`${formatNameInText(user)} (${user.email}) will have to set a new password at next sign-in; their other sessions end.`}
      submitLabel={mode === "generate" ? t`Generate password` : t`Set password`}
      pending={form.pending}
      onSubmit={onSubmit}
      problem={problem}
    >
      <fieldset className={css({ display: "grid", gap: "2", border: "0", p: "0", m: "0" })}>
        <legend className={css({ fontSize: "sm", fontWeight: "medium", mb: "2" })}>{t`New password`}</legend>
        <label className={radio}>
          <input type="radio" name="mode" value="generate" checked={mode === "generate"} onChange={() => setMode("generate")} />
          <span className={css({ display: "grid", gap: "0.5", fontWeight: "medium" })}>
            {t`Generate a temporary password`}
            <span className={css({ color: "fg.muted", fontWeight: "normal" })}>{t`Shown once, and copied to the clipboard.`}</span>
          </span>
        </label>
        <label className={radio}>
          <input type="radio" name="mode" value="set" checked={mode === "set"} onChange={() => setMode("set")} />
          <span className={css({ display: "grid", gap: "0.5", fontWeight: "medium" })}>
            {t`Set a password`}
            <span className={css({ color: "fg.muted", fontWeight: "normal" })}>{t`You choose it and tell it to the person.`}</span>
          </span>
        </label>
      </fieldset>
      {mode === "set" ? (
        <>
          <TextField
            {...form.field("newPassword")}
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            required
            helper={<PasswordRules value={form.values.newPassword} />}
          />
          <TextField {...form.field("confirmPassword")} label={t`Confirm password`} type="password" autoComplete="new-password" required />
        </>
      ) : null}
    </FormDialog>
  );
}
