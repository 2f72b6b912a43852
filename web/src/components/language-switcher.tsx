import { LANGS, type Lang } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { activateLanguage } from "../lib/i18n";
import { button } from "./ui/button";

const group = css({
  display: "inline-flex",
  gap: "0.5",
  p: "0.5",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
});

/** Two buttons named "PL" and "EN"; the current one is pressed. */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Lang;
  return (
    <fieldset className={group}>
      <legend className={css({ srOnly: true })}>{t`Language`}</legend>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          className={cx(button({ variant: "ghost", size: "sm" }), css({ h: "7", px: "2", fontSize: "xs", fontWeight: "semibold" }))}
          onClick={() => {
            if (lang !== current) void activateLanguage(lang);
          }}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
