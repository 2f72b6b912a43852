import type { Paged } from "@contract/common";
import type { CompanyDto } from "@contract/companies";
import type { CreateUserInput, CreateUserResponse, SetPasswordInput, TemporaryPasswordResponse, UpdateUserInput, UserDto } from "@contract/users";
import { api, ifMatch } from "../../../lib/api-client";
import { USERS_PATH } from "./keys";

/** GETs for SWR keys; the pages show failures themselves, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

const userPath = (id: string) => `${USERS_PATH}/${encodeURIComponent(id)}`;

// Mutations are called from dialogs that show a refusal in place: no toast either.
export const createUser = (input: CreateUserInput) => api.post<CreateUserResponse>(USERS_PATH, input, { suppressToast: true });
/** `version`: the updatedOn the form was opened with (see ifMatch). */
export const updateUser = (id: string, input: UpdateUserInput, version?: string) =>
  api.patch<UserDto>(userPath(id), input, { suppressToast: true, headers: ifMatch(version) });
export const fetchUser = (id: string) => api.get<UserDto>(userPath(id), { suppressToast: true });
export const deleteUser = (id: string) => api.delete<void>(userPath(id), { suppressToast: true });
export const setUserPassword = (id: string, input: SetPasswordInput) =>
  api.post<TemporaryPasswordResponse | undefined>(`${userPath(id)}/password`, input, { suppressToast: true });

export type UserPage = Paged<UserDto>;
export type CompanyPage = Paged<CompanyDto>;
