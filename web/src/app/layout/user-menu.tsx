import type { SessionUser } from "@contract/auth";
import { Menu, Portal } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { ChevronDownIcon, KeyIcon, LogOutIcon } from "../../components/icons";
import { ROLE_LABELS } from "../../components/role-label";
import { formatFullName, initials } from "../../lib/format";

const item = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  px: "3",
  py: "2",
  borderRadius: "sm",
  fontSize: "sm",
  cursor: "pointer",
  outline: "none",
  _highlighted: { bg: "bg.muted" },
});

/** A button named with the user's full name; the menu shows role and company, change password, log out. */
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
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end", gutter: 6 }}
      onSelect={({ value }) => (value === "logout" ? onLogout() : onChangePassword())}
    >
      <Menu.Trigger
        aria-label={fullName}
        className={css({
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
      >
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
          {initials({ firstName: user.userFirstName, lastName: user.userLastName })}
        </span>
        <span aria-hidden="true" className={css({ display: { base: "none", md: "inline" }, truncate: true })}>
          {fullName}
        </span>
        <span aria-hidden="true" className={css({ display: { base: "none", md: "inline-flex" }, color: "fg.muted" })}>
          <ChevronDownIcon size={16} />
        </span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            className={css({
              minW: "60",
              maxW: "80",
              bg: "bg.surface",
              color: "fg.default",
              borderWidth: "1px",
              borderColor: "border.default",
              borderRadius: "lg",
              shadow: "lg",
              p: "1",
              outline: "none",
              zIndex: "dropdown",
              _open: { animation: "popIn 0.12s ease-out" },
            })}
          >
            <div className={css({ px: "3", py: "2" })}>
              <p className={css({ fontWeight: "semibold", fontSize: "sm", overflowWrap: "anywhere" })}>{fullName}</p>
              <p className={css({ fontSize: "xs", color: "fg.muted" })}>{i18n._(ROLE_LABELS[user.userRole])}</p>
              {user.companyName ? (
                <p className={css({ fontSize: "xs", color: "fg.muted", overflowWrap: "anywhere" })}>{user.companyName}</p>
              ) : null}
            </div>
            <Menu.Separator className={css({ my: "1", borderColor: "border.default" })} />
            <Menu.Item value="change-password" className={item}>
              <KeyIcon size={16} />
              {t`Change password`}
            </Menu.Item>
            <Menu.Item value="logout" className={item}>
              <LogOutIcon size={16} />
              {t`Log out`}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
