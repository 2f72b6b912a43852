import type {
  AssignPublicationsInput,
  AssignPublicationsResponse,
  AuthorDetailDto,
  AuthorDto,
  AuthorPublicationDto,
  CreateAuthorInput,
  LinkResponse,
  ReassignResponse,
  UpdateAuthorInput,
} from "@contract/authors";
import type { Paged } from "@contract/common";
import type { PublicationDto } from "@contract/publications";
import { api, ifMatch } from "../../../lib/api-client";
import { AUTHORS_PATH, authorKey } from "./keys";
import { idempotencyHeader } from "../../../lib/retry-key";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

const linkPath = (id: string, publicationId: string) => `${authorKey(id)}/publications/${encodeURIComponent(publicationId)}`;

// Mutations run from dialogs or buttons that show a refusal in place.
/** `idempotencyKey`: the same for a request sent again (see retry-key), so a lost answer does not add the author twice. */
export const createAuthor = (input: CreateAuthorInput, idempotencyKey?: string) =>
  api.post<AuthorDto>(AUTHORS_PATH, input, { suppressToast: true, headers: idempotencyHeader(idempotencyKey) });
/** `version`: the author's version the form was opened with (see ifMatch). */
export const updateAuthor = (id: string, input: UpdateAuthorInput, version?: string) =>
  api.patch<AuthorDto>(authorKey(id), input, { suppressToast: true, headers: ifMatch(version) });
export const deleteAuthor = (id: string) => api.delete<void>(authorKey(id), { suppressToast: true });
export const startMatch = (id: string) => api.post<AuthorDto>(`${authorKey(id)}/match`, undefined, { suppressToast: true });

export const assignPublications = (id: string, input: AssignPublicationsInput) =>
  api.post<AssignPublicationsResponse>(`${authorKey(id)}/publications`, input, { suppressToast: true });
export const unassignPublication = (id: string, publicationId: string) => api.delete<void>(linkPath(id, publicationId), { suppressToast: true });
export const reassignPublication = (id: string, publicationId: string, toAuthorId: string) =>
  api.post<ReassignResponse>(`${linkPath(id, publicationId)}/reassign`, { toAuthorId }, { suppressToast: true });
export const acceptSuggestion = (id: string, publicationId: string) =>
  api.post<LinkResponse>(`${linkPath(id, publicationId)}/accept`, undefined, { suppressToast: true });
export const rejectSuggestion = (id: string, publicationId: string) => api.post<void>(`${linkPath(id, publicationId)}/reject`, undefined, { suppressToast: true });

export type AuthorPage = Paged<AuthorDto>;
export type AuthorLinkPage = Paged<AuthorPublicationDto>;
export type PublicationPage = Paged<PublicationDto>;
export type { AuthorDetailDto, AuthorDto, AuthorPublicationDto };
