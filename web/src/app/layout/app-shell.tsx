import { useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { useSWRConfig } from "swr";
import { Route, Switch, useLocation } from "wouter";
import { ErrorBoundary } from "../../components/error-boundary";
import { ArrowLeftIcon } from "../../components/icons";
import { InstallPromptDialog } from "../../components/install-prompt-dialog";
import { LanguageSwitcher } from "../../components/language-switcher";
import { OfflineBanner } from "../../components/offline-banner";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { IconButton } from "../../components/ui/icon-button";
import { PageSpinner } from "../../components/ui/spinner";
import { UpdateBanner } from "../../components/update-banner";
import { useMe } from "../../features/auth/api/use-me";
import { api } from "../../lib/api-client";
import { logout, useSession } from "../../lib/session";
import { storage } from "../../lib/storage";
import { routesOf } from "../access";
import { Brand } from "./brand";
import { MobileNav } from "./mobile-nav";
import { NavLinks } from "./nav-links";
import { UserMenu } from "./user-menu";
import { canGoBackInApp } from "../../lib/in-app-history";

const ROUTES = routesOf();

const skipLink = css({
  position: "absolute",
  left: "2",
  top: "-20",
  zIndex: "skipLink",
  bg: "accent.default",
  color: "accent.fg",
  px: "4",
  py: "2",
  borderRadius: "md",
  fontWeight: "medium",
  _focus: { top: "2" },
});

const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The protected layout: sidebar (≥ lg) or side sheet, header, and the routed page. */
export default function AppShell() {
  const { t } = useLingui();
  const [pathname, navigate] = useLocation();
  const session = useSession();
  const { user } = useMe();
  const { mutate } = useSWRConfig();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // After client-side navigation, start at the top and give keyboard users the new page.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    // A dialog the new URL opened (the import's "Show the report" → /reports?report=…) owns the
    // focus: taking it to <main> would count as a focus outside and close the dialog at once.
    if (!document.querySelector(OPEN_MODAL)) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (!session.role || !user) return <PageSpinner />;
  const resetRequired = session.isPasswordResetRequired;

  const goBack = () => {
    if (canGoBackInApp()) window.history.back();
    else navigate("/");
  };
  const onLogout = () =>
    void logout(api, storage, {
      resetCache: () => mutate(() => true, undefined, { revalidate: false }),
      redirect: (to) => window.location.assign(to),
    });

  return (
    <div className={css({ minH: "100dvh", display: "flex", bg: "bg.canvas" })}>
      <a
        href="#main-content"
        className={skipLink}
        onClick={(e) => {
          // Focus without adding "#main-content" to the history (the back button would stop there).
          e.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t`Skip to main content`}
      </a>
      {/* The column (stretched to the page's height) carries the background and edge; the
          navigation inside sticks to the viewport, so neither stops after the first screen.
          Below lg it gives way to the menu's sheet: on a 768 px tablet its 190 px left the
          lists' tables 514 px, and their actions scrolled out of sight. */}
      <aside
        className={css({
          display: { base: "none", lg: "block" },
          w: "sidebar",
          flexShrink: 0,
          bg: "bg.surface",
          borderEndWidth: "1px",
          borderColor: "border.default",
        })}
      >
        <div
          className={css({
            display: "flex",
            flexDirection: "column",
            gap: "5",
            position: "sticky",
            top: "0",
            maxH: "100dvh",
            overflowY: "auto",
            px: "2",
            py: "3",
          })}
        >
          <div className={css({ h: "9", display: "flex", alignItems: "center" })}>
            <Brand />
          </div>
          <NavLinks role={session.role} resetRequired={resetRequired} />
        </div>
      </aside>
      <div className={css({ flex: "1", minW: "0", display: "flex", flexDirection: "column" })}>
        <header
          className={css({
            position: "sticky",
            top: "0",
            zIndex: "sticky",
            display: "flex",
            alignItems: "center",
            gap: "2",
            h: "14",
            px: { base: "3", md: "6" },
            // A 320 px screen (iPhone SE, small Androids) is 15 px short of the controls at these gaps.
            "@media (max-width: 359.98px)": { gap: "1", px: "2" },
            bg: "bg.surface",
            borderBottomWidth: "1px",
            borderColor: "border.default",
          })}
        >
          <MobileNav role={session.role} resetRequired={resetRequired} />
          {/* Held on /change-password, every way back leads to it again. */}
          {resetRequired ? null : <IconButton label={t`Go back`} icon={<ArrowLeftIcon />} onClick={goBack} />}
          <div className={css({ flex: "1" })} />
          <LanguageSwitcher />
          <ThemeSwitcher />
          <UserMenu user={user} onChangePassword={() => navigate("/change-password")} onLogout={onLogout} />
        </header>
        <OfflineBanner />
        <UpdateBanner />
        <main
          id="main-content"
          ref={mainRef}
          tabIndex={-1}
          className={css({ flex: "1", w: "full", maxW: "7xl", mx: "auto", px: { base: "4", md: "8" }, py: { base: "5", md: "8" }, outline: "none" })}
        >
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Switch>
                {ROUTES.map(({ route }) => (
                  <Route key={route.pattern} path={route.pattern} component={route.page} />
                ))}
              </Switch>
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <InstallPromptDialog />
    </div>
  );
}
