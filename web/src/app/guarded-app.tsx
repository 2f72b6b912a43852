import { lazy, Suspense, useState } from "react";
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
  // Whose session this page showed last: when it ends (here or in another window), the login page
  // sends only that user back.
  const [lastUser, setLastUser] = useState<string | null>(null);
  const userId = session.user?.userId ?? null;
  if (userId && userId !== lastUser) setLastUser(userId);

  // A trailing slash is dropped; the guards judge the path without it, so one redirect says both.
  // Keyed by target: a second <Redirect> in the same place would be the same mounted element,
  // whose redirect runs once, and the page stayed blank.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const access = decideAccess({
    pathname: trimmed,
    search,
    accessToken: session.accessToken,
    role: session.role,
    isPasswordResetRequired: session.isPasswordResetRequired,
    endedFor: lastUser,
  });
  const to = access.kind === "redirect" ? access.to : trimmed !== pathname ? `${trimmed}${search ? `?${search}` : ""}` : null;
  if (to !== null) return <Redirect key={to} to={to} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppShell />
    </Suspense>
  );
}
