import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { useTheme, type Theme } from "../lib/theme";
import { MonitorIcon, MoonIcon, SunIcon, type IconComponent } from "./icons";
import { button } from "./ui/button";
import { Tooltip } from "./ui/tooltip";

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
const compact = css(button.raw({ variant: "ghost", size: "iconSm" }), { h: "7", w: "7" });

/** Three toggle buttons (light, dark, system) with aria-labels; the current one is pressed. */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const [theme, setTheme] = useTheme();
  const options: { value: Theme; label: string; icon: IconComponent }[] = [
    { value: "light", label: t`Light theme`, icon: SunIcon },
    { value: "dark", label: t`Dark theme`, icon: MoonIcon },
    { value: "system", label: t`System theme`, icon: MonitorIcon },
  ];
  return (
    <fieldset className={group}>
      <legend className={css({ srOnly: true })}>{t`Theme`}</legend>
      {options.map(({ value, label, icon: Icon }) => (
        <Tooltip key={value} label={label}>
          <button
            type="button"
            aria-label={label}
            aria-pressed={theme === value}
            className={compact}
            onClick={() => setTheme(value)}
          >
            <Icon size={15} />
          </button>
        </Tooltip>
      ))}
    </fieldset>
  );
}
