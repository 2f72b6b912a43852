import {
  CreateUserInput,
  CreateUserResponse,
  SetPasswordInput,
  TemporaryPasswordResponse,
  UpdateUserInput,
  UserDto,
  UserIdParam,
  UserList,
  UserListQuery,
} from "@contract/users";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { ALREADY_APPLIED_NOTE, versionOf } from "../../lib/if-match";
import { validate } from "../../lib/validate";
import { getOf, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { createUser } from "./users.create";
import { deleteUser } from "./users.delete";
import { setUserPassword } from "./users.password";
import { getUser, listUsers } from "./users.service";
import { updateUser } from "./users.update";

export const usersRoutes = new Hono<AppEnv>();
usersRoutes.use(session({ checkInFirstBatch: getOf("/users") }));

const NOT_READABLE = "An account the caller may not read (another company's, or a role outside its grants) answers 404 like a missing one.";

describeRoute({
  method: "get",
  path: "/users",
  tag: "users",
  summary: "List accounts",
  description:
    "Only roles the caller may read (permission matrix), a `role` outside them is 403. `role` is required (400) of a caller " +
    "who may read only some roles (Coordinator, Manager); SuperAdmin and Admin read every role and may leave it out. " +
    "a Manager sees only its own company (another `companyId` gives an empty list), a Worker no accounts (403). " +
    "`role` and `status` repeat; `q` matches every word against first, middle and last name and e-mail, " +
    "case-insensitively; `createdFrom`/`createdTo` bound the creation day (UTC). Default sort: lastName.",
  auth: "bearer",
  query: UserListQuery,
  response: { status: 200, description: "A page of accounts", schema: named("UserList", UserList) },
  problems: ["VALIDATION_FAILED", "FORBIDDEN"],
});
usersRoutes.get("/", validate("query", UserListQuery), async (c) => {
  return c.json(await listUsers({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/users/{id}",
  tag: "users",
  summary: "One account",
  description: `${NOT_READABLE} Passwords (temporary or not) are never returned.`,
  auth: "bearer",
  params: UserIdParam,
  response: { status: 200, description: "The account", schema: named("UserDto", UserDto) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
usersRoutes.get("/:id", validate("param", UserIdParam), async (c) => {
  return c.json(await getUser({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/users",
  tag: "users",
  summary: "Create an account",
  description:
    "The account is Pending with the reset flag set; `temporaryPassword` is shown in this answer only. " +
    "Manager and Worker need `companyId` (a Manager's own is implied; another company's answers 404 Company), staff " +
    "accounts take none (400). A role the caller may not create: 403. Duplicate e-mail: 409 with errors.email. " +
    "A company's non-Inactive managers and workers may not exceed maxUsers: 409 (checked atomically, so of two " +
    "requests racing for the last seat one wins). The first Manager of an Inactive company makes it Active in the " +
    "same transaction (audited as company.activate).",
  auth: "bearer",
  body: named("CreateUserInput", CreateUserInput),
  response: { status: 201, description: "The account and its one-time password", schema: named("CreateUserResponse", CreateUserResponse) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
usersRoutes.post("/", validate("json", CreateUserInput), async (c) => {
  return c.json(await createUser({ ctx: serviceContext(c), input: c.req.valid("json") }), 201);
});

describeRoute({
  method: "patch",
  path: "/users/{id}",
  tag: "users",
  summary: "Change an account",
  description:
    `${NOT_READABLE} Readable but not changeable: 403. Nobody changes their own role or status (403); a new role must be ` +
    "one the caller may create (403) and of the same kind, staff or company (400). Status is Active or Inactive " +
    "(Pending is set only at creation); deactivating ends the account's sessions; re-activating a manager or worker " +
    "needs a free seat (409). Duplicate e-mail: 409 with errors.email. The last active SuperAdmin cannot be " +
    "deactivated or demoted (409). A concurrent change of the same account: 409. An optional " +
    "`If-Match` header holding the account's `updatedOn` (as read, quoted or not) refuses the change with 409 when " +
    "the account was changed since." + ALREADY_APPLIED_NOTE,
  auth: "bearer",
  params: UserIdParam,
  body: named("UpdateUserInput", UpdateUserInput),
  response: { status: 200, description: "The account as changed", schema: named("UserDto", UserDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
usersRoutes.patch("/:id", validate("param", UserIdParam), validate("json", UpdateUserInput), async (c) => {
  const input = { id: c.req.valid("param").id, changes: c.req.valid("json"), ifMatch: versionOf(c.req.header("if-match")) };
  return c.json(await updateUser({ ctx: serviceContext(c), input }));
});

describeRoute({
  method: "delete",
  path: "/users/{id}",
  tag: "users",
  summary: "Delete an account",
  description:
    `${NOT_READABLE} The row is removed with its sessions (its tokens stop working); its audit trail stays. ` +
    "Deleting oneself: 403. The last active SuperAdmin: 409. An account that reports or positions name as " +
    "author or verifier: 409 (deactivate it instead).",
  auth: "bearer",
  params: UserIdParam,
  response: { status: 204, description: "Deleted" },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
usersRoutes.delete("/:id", validate("param", UserIdParam), async (c) => {
  await deleteUser({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});

describeRoute({
  method: "post",
  path: "/users/{id}/password",
  tag: "users",
  summary: "Set another account's password",
  description:
    `${NOT_READABLE} With \`newPassword\` and a matching \`confirmPassword\`: 204. With neither (or no body): a ` +
    "generated password in a 200 answer, shown only there. Either way the account must change it at its next " +
    "sign-in and all its sessions end. One's own password: 403 (use /auth/change-password).",
  auth: "bearer",
  params: UserIdParam,
  body: named("SetPasswordInput", SetPasswordInput),
  response: { status: 200, description: "The generated password", schema: named("TemporaryPasswordResponse", TemporaryPasswordResponse) },
  alsoAnswers: [{ status: 204, description: "The given password was set" }],
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
usersRoutes.post("/:id/password", validate("param", UserIdParam), validate("json", SetPasswordInput), async (c) => {
  const result = await setUserPassword({ ctx: serviceContext(c), input: { id: c.req.valid("param").id, body: c.req.valid("json") } });
  return result ? c.json(result) : c.body(null, 204);
});
