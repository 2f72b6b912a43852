import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { ErrorBoundary } from "../components/error-boundary";
import { PageSpinner } from "../components/ui/spinner";
import { GuardedApp } from "./guarded-app";
import { Providers } from "./providers";

const LoginPage = lazy(() => import("../features/auth/login-page"));
const ErrorPage = lazy(() => import("../features/errors/error-page"));

/** The route table of product.md §2: public /login and /error/:code, everything else guarded. */
export function App() {
  return (
    <Providers>
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path="/login" component={LoginPage} />
            <Route path="/error/:code" component={ErrorPage} />
            <Route>
              <GuardedApp />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </Providers>
  );
}
