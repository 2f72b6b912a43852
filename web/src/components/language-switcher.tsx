import { LANGS, type Lang } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
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
// Merged with css() so that the smaller size wins over the recipe's (cx() would not decide it).
const compact = css(button.raw({ variant: "ghost", size: "sm" }), { h: "7", px: "2", fontSize: "xs", fontWeight: "semibold" });

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
          className={compact}
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
