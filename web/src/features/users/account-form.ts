import { Email } from "@contract/auth";
import { IsoDate, type Role } from "@contract/common";
import { m } from "@contract/messages";
import { CreateUserInput, SETTABLE_USER_STATUSES, type UpdateUserInput, type UserDto } from "@contract/users";
import * as v from "valibot";

/** The account form's fields, all strings as the inputs hold them. */
export type AccountFormValues = {
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: string;
  role: string;
  status: string;
  companyId: string;
};

/**
 * The contract's rules for the fields the form shows (e-mail, names, birth date), plus a company
 * when staff add a manager or worker. Pending is never chosen, only kept.
 */
export function accountFormSchema(needsCompany: boolean) {
  return v.object({
    email: Email,
    firstName: CreateUserInput.entries.firstName,
    middleName: v.pipe(v.string(), v.trim(), v.maxLength(100, m("maxLength", 100))),
    lastName: CreateUserInput.entries.lastName,
    birthDate: v.pipe(
      v.string(),
      v.check((s) => s === "" || v.is(IsoDate, s), m("date")),
    ),
    role: v.string(),
    status: v.string(),
    companyId: needsCompany ? v.pipe(v.string(), v.nonEmpty(m("required"))) : v.string(),
  });
}
export type AccountFormOutput = v.InferOutput<ReturnType<typeof accountFormSchema>>;

export function initialAccountValues(user: UserDto | null, defaults: { role: Role; companyId: string }): AccountFormValues {
  return {
    email: user?.email ?? "",
    firstName: user?.firstName ?? "",
    middleName: user?.middleName ?? "",
    lastName: user?.lastName ?? "",
    birthDate: user?.birthDate ?? "",
    role: user?.role ?? defaults.role,
    status: user?.status ?? "Active",
    companyId: user?.companyId ?? defaults.companyId,
  };
}

/** POST /users: the company only for managers and workers, and only when staff chose it. */
export function toCreateInput(out: AccountFormOutput, role: Role, sendCompany: boolean): CreateUserInput {
  return {
    email: out.email,
    firstName: out.firstName,
    middleName: out.middleName || null,
    lastName: out.lastName,
    birthDate: out.birthDate || null,
    role,
    ...(sendCompany && out.companyId ? { companyId: out.companyId } : {}),
  };
}

const isSettable = (s: string): s is (typeof SETTABLE_USER_STATUSES)[number] => (SETTABLE_USER_STATUSES as readonly string[]).includes(s);

/** PATCH /users/{id}: what the form shows; status and role only when changed to something settable. */
export function toUpdateInput(out: AccountFormOutput, user: UserDto, allowedRoles: readonly Role[]): UpdateUserInput {
  const input: UpdateUserInput = {
    email: out.email,
    firstName: out.firstName,
    middleName: out.middleName || null,
    lastName: out.lastName,
    birthDate: out.birthDate || null,
  };
  if (out.status !== user.status && isSettable(out.status)) input.status = out.status;
  const role = allowedRoles.find((r) => r === out.role);
  if (role && role !== user.role) input.role = role;
  return input;
}
