import type { Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link, useLocation } from "wouter";
import { navEntries } from "../access";

const link = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  px: "3",
  py: "2",
  borderRadius: "md",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg.muted",
  textDecoration: "none",
  transition: "background 0.15s, color 0.15s",
  _hover: { bg: "bg.muted", color: "fg.default" },
  "&[aria-current=page]": { bg: "accent.subtle", color: "accent.default" },
});

const isActive = (path: string, pathname: string) =>
  path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);

/** The sidebar entries for the user's role (product.md §2), as a labelled <nav>. */
export function NavLinks({ role, resetRequired, onNavigate }: { role: Role; resetRequired: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const [pathname] = useLocation();
  return (
    <nav aria-label={t`Main navigation`}>
      <ul className={css({ display: "grid", gap: "0.5", listStyle: "none" })}>
        {navEntries(role, resetRequired).map(({ resource, href }) => {
          const Icon = resource.icon;
          return (
            <li key={resource.key}>
              <Link
                href={href}
                className={link}
                aria-current={isActive(resource.path, pathname) ? "page" : undefined}
                onClick={onNavigate}
              >
                <Icon size={18} />
                <span>{i18n._(resource.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
