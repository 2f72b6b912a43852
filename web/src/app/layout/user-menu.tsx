import type { SessionUser } from "@contract/auth";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { ChevronDownIcon, KeyIcon, LogOutIcon } from "../../components/icons";
import { ROLE_LABELS } from "../../components/role-label";
import { Menu, MenuItem, MenuSeparator } from "../../components/ui/menu";
import { formatFullName, initials } from "../../lib/format";

/**
 * A button named with the user's initials and full name, as it shows them (a phone shows only the
 * initials, which must be in the name for voice control, WCAG 2.5.3); the menu shows role and
 * company, change password, log out.
 */
export function UserMenu({
  user,
  onChangePassword,
  onLogout,
}: {
  user: SessionUser;
  onChangePassword: () => void;
  onLogout: () => void;
}) {
  const { t, i18n } = useLingui();
  const fullName = formatFullName({ firstName: user.userFirstName, middleName: user.userMiddleName, lastName: user.userLastName });
  const shortName = initials({ firstName: user.userFirstName, lastName: user.userLastName });
  return (
    <Menu
      triggerLabel={`${shortName} ${fullName}`}
      gutter={6}
      contentStyle={{ minW: "60" }}
      onSelect={(value) => (value === "logout" ? onLogout() : onChangePassword())}
      triggerClassName={css({
        display: "inline-flex",
        alignItems: "center",
        gap: "2",
        h: "9",
        ps: "1",
        pe: { base: "1", md: "2" },
        borderRadius: "full",
        borderWidth: "1px",
        borderColor: "border.default",
        bg: "bg.surface",
        cursor: "pointer",
        fontSize: "sm",
        fontWeight: "medium",
        maxW: "64",
        _hover: { bg: "bg.muted" },
      })}
      trigger={
        <>
          <span
            aria-hidden="true"
            className={css({
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              w: "7",
              h: "7",
              borderRadius: "full",
              bg: "accent.default",
              color: "accent.fg",
              fontSize: "xs",
              fontWeight: "semibold",
              flexShrink: 0,
            })}
          >
            {shortName}
          </span>
          {/* Not laid out (flex drops it) but read: the text that tools compare with the name is "KW Wójcik, Krzysztof", not "KWWójcik". */}{" "}
          <span aria-hidden="true" className={css({ display: { base: "none", md: "inline" }, truncate: true })}>
            {fullName}
          </span>
          <span aria-hidden="true" className={css({ display: { base: "none", md: "inline-flex" }, color: "fg.muted" })}>
            <ChevronDownIcon size={16} />
          </span>
        </>
      }
    >
      <div className={css({ px: "3", py: "2" })}>
        <p className={css({ fontWeight: "semibold", fontSize: "sm", overflowWrap: "anywhere" })}>{fullName}</p>
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>{i18n._(ROLE_LABELS[user.userRole])}</p>
        {user.companyName ? <p className={css({ fontSize: "xs", color: "fg.muted", overflowWrap: "anywhere" })}>{user.companyName}</p> : null}
      </div>
      <MenuSeparator />
      <MenuItem value="change-password" icon={<KeyIcon size={16} />}>
        {t`Change password`}
      </MenuItem>
      <MenuItem value="logout" icon={<LogOutIcon size={16} />}>
        {t`Log out`}
      </MenuItem>
    </Menu>
  );
}
