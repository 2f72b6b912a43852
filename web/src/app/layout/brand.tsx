import { useLingui } from "@lingui/react";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { AppLogo } from "../../components/app-logo";
import { appName } from "../../lib/app-name";

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className={css({
        display: "flex",
        alignItems: "center",
        gap: "2",
        px: "2",
        fontWeight: "semibold",
        fontSize: "sm",
        color: "fg.default",
        textDecoration: "none",
        borderRadius: "md",
      })}
    >
      <AppLogo size={28} />
      <span>{appName(i18n.locale)}</span>
    </Link>
  );
}
