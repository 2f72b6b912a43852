import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { Link, useParams } from "wouter";
import { AppLogo } from "../../components/app-logo";
import { button } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /error/:code — the code, a message for it, and a way home. */
export default function ErrorPage() {
  const { t } = useLingui();
  const params = useParams<{ code?: string }>();
  const code = /^\d{3}$/.test(params.code ?? "") ? (params.code as string) : "404";
  const messages: Record<string, string> = {
    "404": t`Oops, the page you are looking for could not be found.`,
    "403": t`Oops, you don't have permission to access this page.`,
  };
  const message = messages[code] ?? t`Oops, something went wrong.`;
  useDocumentTitle(t`Error ${code}`);

  return (
    <main
      id="main-content"
      className={css({
        minH: "100dvh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        textAlign: "center",
        gap: "4",
        px: "6",
        bg: "bg.canvas",
      })}
    >
      <AppLogo size={48} />
      <h1 className={css({ fontSize: "6xl", fontWeight: "bold", color: "accent.default", lineHeight: "1" })}>{code}</h1>
      <p className={css({ fontSize: "lg", maxW: "md" })}>{message}</p>
      <Link href="/" className={cx(button({ variant: "solid" }))}>
        {t`Go to the home page`}
      </Link>
    </main>
  );
}
