import * as v from "valibot";
import { Email, Password } from "./auth";
import { BirthDate, Id, PagedOf, ROLES, listQuery, withCreatedRange } from "./common";
import { m } from "./messages";
import { textRequired, trimmed } from "./text";

export const USER_STATUSES = ["Active", "Inactive", "Pending"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const SETTABLE_USER_STATUSES = ["Active", "Inactive"] as const satisfies readonly UserStatus[];

const name = (max: number) => v.pipe(v.string(textRequired), trimmed(), v.nonEmpty(m("required")), v.maxLength(max, m("maxLength", max)));
const optionalName = v.optional(
  v.nullable(v.pipe(v.string(), trimmed(), v.maxLength(100, m("maxLength", 100)), v.transform((s) => (s === "" ? null : s)))),
);

export const CreateUserInput = v.object({
  email: Email,
  firstName: name(100),
  middleName: optionalName,
  lastName: name(100),
  birthDate: BirthDate,
  role: v.picklist(ROLES, m("invalidValue")),
  companyId: v.optional(v.nullable(Id)),
});
export type CreateUserInput = v.InferOutput<typeof CreateUserInput>;

export const UpdateUserInput = v.object({
  email: v.optional(Email),
  firstName: v.optional(name(100)),
  middleName: optionalName,
  lastName: v.optional(name(100)),
  birthDate: BirthDate,
  /** Pending is only ever set by creation; an administrator activates or deactivates. */
  status: v.optional(v.picklist(SETTABLE_USER_STATUSES, m("invalidValue"))),
  role: v.optional(v.picklist(ROLES, m("invalidValue"))),
});
export type UpdateUserInput = v.InferOutput<typeof UpdateUserInput>;

/** Either both fields (an administrator sets a password) or neither (a temporary one is generated). */
export const SetPasswordInput = v.pipe(
  v.object({
    newPassword: v.optional(Password),
    confirmPassword: v.optional(v.string()),
  }),
  v.forward(
    v.check((i) => (i.newPassword ?? "") === (i.confirmPassword ?? ""), m("passwordsMismatch")),
    ["confirmPassword"],
  ),
);
export type SetPasswordInput = v.InferOutput<typeof SetPasswordInput>;

export const UserDto = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  birthDate: v.nullable(v.string()),
  role: v.picklist(ROLES),
  status: v.picklist(USER_STATUSES),
  companyId: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  createdOn: v.string(),
  /** The version stamp: sent back in If-Match, a change made meanwhile by someone else is refused (409). */
  updatedOn: v.string(),
  lastLoginOn: v.nullable(v.string()),
});
export type UserDto = v.InferOutput<typeof UserDto>;

export const CreateUserResponse = v.object({ user: UserDto, temporaryPassword: v.string() });
export type CreateUserResponse = v.InferOutput<typeof CreateUserResponse>;

export const TemporaryPasswordResponse = v.object({ temporaryPassword: v.string() });
export type TemporaryPasswordResponse = v.InferOutput<typeof TemporaryPasswordResponse>;

const manyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.union([v.picklist(values, m("invalidValue")), v.array(v.picklist(values, m("invalidValue")))]),
    v.transform((s) => (Array.isArray(s) ? s : [s])),
  );

export const UserListQuery = withCreatedRange(v.object({
  ...listQuery(["lastName", "email", "role", "status", "createdOn", "lastLoginOn", "companyName"]),
  role: v.optional(manyOf(ROLES)),
  status: v.optional(manyOf(USER_STATUSES)),
  companyId: v.optional(Id),
}));
export type UserListQuery = v.InferOutput<typeof UserListQuery>;

export const UserIdParam = v.object({ id: Id });

export const UserList = PagedOf(UserDto);
export type UserList = v.InferOutput<typeof UserList>;
