import { lazy, Suspense } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageSpinner } from "../components/ui/spinner";
import { useSession } from "../lib/session";
import { decideAccess } from "./access";

const AppShell = lazy(() => import("./layout/app-shell"));

/** Every path but /login and /error/:code: 404, login, password-reset and role guards, then the shell. */
export function GuardedApp() {
  const [pathname] = useLocation();
  const search = useSearch();
  const session = useSession();

  if (pathname.length > 1 && pathname.endsWith("/")) {
    return <Redirect to={`${pathname.replace(/\/+$/, "") || "/"}${search ? `?${search}` : ""}`} replace />;
  }
  const access = decideAccess({
    pathname,
    search,
    accessToken: session.accessToken,
    role: session.role,
    isPasswordResetRequired: session.isPasswordResetRequired,
  });
  if (access.kind === "redirect") return <Redirect to={access.to} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppShell />
    </Suspense>
  );
}
