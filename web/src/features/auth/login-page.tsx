import { LoginInput } from "@contract/auth";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { useSWRConfig } from "swr";
import { useLocation, useSearch } from "wouter";
import { UpdateBanner } from "../../components/update-banner";
import { AppLogo } from "../../components/app-logo";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { LanguageSwitcher } from "../../components/language-switcher";
import { OfflineBanner } from "../../components/offline-banner";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { appName } from "../../lib/app-name";
import type { ApiError } from "../../lib/api-error";
import { afterSignIn, sessionEndReason } from "../../lib/redirect";
import { saveLogin, useSession } from "../../lib/session";
import { storage } from "../../lib/storage";
import { dropOthersDrafts, tabStore } from "../../lib/tab-store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { login } from "./api/auth-api";
import { isLastingRefusal, LoginRefusal } from "./login-refusal";
import { SessionEndNotice } from "./session-end-notice";

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const ended = sessionEndReason(params.get("reason"));
  const session = useSession();
  useDocumentTitle(t`Sign in`);
  const { mutate } = useSWRConfig();

  // The ended session's reads are wiped (providers.tsx), but SWR still counts a read finished in
  // the last 2 s as current and does not read it again: a page opened right after signing in
  // would wait on nothing. No other page is mounted here, so this forgets them and reads nothing.
  useEffect(() => {
    void mutate(() => true, undefined, { revalidate: true });
  }, [mutate]);

  // Already signed in (e.g. the back button, or signed in in another window): go where the user was heading.
  useEffect(() => {
    if (session.accessToken && session.user) {
      navigate(session.isPasswordResetRequired ? "/change-password" : afterSignIn(new URLSearchParams(search), session.user.userId), { replace: true });
    }
  }, [session, search, navigate]);

  const form = useSchemaForm(LoginInput, { userEmail: "", userPassword: "" });
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const onSubmit = form.handleSubmit(async (input) => {
    setRefusal(null);
    const response = await login(input).catch((error: unknown) => {
      if (isLastingRefusal(error)) setRefusal(error);
      throw error;
    });
    saveLogin(storage, response);
    dropOthersDrafts(tabStore(), response.userId);
    navigate(response.isPasswordResetRequired ? "/change-password" : afterSignIn(params, response.userId), { replace: true });
  }, t`Signing in failed`);

  return (
    <div className={css({ minH: "100dvh", display: "flex", flexDirection: "column", bg: "bg.canvas" })}>
      <OfflineBanner />
      <UpdateBanner />
      <header className={css({ display: "flex", justifyContent: "flex-end", gap: "2", p: { base: "3", md: "4" } })}>
        <LanguageSwitcher />
        <ThemeSwitcher />
      </header>
      <main
        id="main-content"
        className={css({ flex: "1", display: "flex", alignItems: "center", justifyContent: "center", px: "4", pb: "16" })}
      >
        <div
          className={css({
            w: "full",
            maxW: "sm",
            bg: "bg.surface",
            borderWidth: "1px",
            borderColor: "border.default",
            borderRadius: "xl",
            shadow: "sm",
            p: { base: "6", md: "8" },
          })}
        >
          <div className={css({ display: "flex", alignItems: "center", gap: "3", mb: "6" })}>
            <AppLogo size={40} />
            <span className={css({ fontWeight: "semibold", color: "fg.muted" })}>{appName(i18n.locale)}</span>
          </div>
          <h1 className={css({ fontSize: "2xl", fontWeight: "semibold", mb: "1" })}>{t`Sign in`}</h1>
          <p className={css({ color: "fg.muted", fontSize: "sm", mb: "6" })}>{t`Use the e-mail address and password of your account.`}</p>
          {refusal ? <LoginRefusal error={refusal} /> : ended ? <SessionEndNotice reason={ended} /> : null}
          <form noValidate onSubmit={onSubmit} className={css({ display: "grid", gap: "4" })}>
            <TextField
              {...form.field("userEmail")}
              label={t`E-mail`}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
            />
            <TextField
              {...form.field("userPassword")}
              label={t`Password`}
              type="password"
              autoComplete="current-password"
              required
            />
            <button
              type="submit"
              className={cx(button({ variant: "solid", size: "md" }), css({ w: "full", mt: "2" }))}
              disabled={form.pending}
              aria-busy={form.pending}
            >
              {form.pending ? <Spinner /> : null}
              {t`Sign in`}
            </button>
          </form>
        </div>
      </main>
    </div>
  );
}
