import type { Paged } from "@contract/common";
import type { CreatePublicationInput, PublicationDto, UpdatePublicationInput } from "@contract/publications";
import { api, ifMatch } from "../../../lib/api-client";
import { PUBLICATIONS_PATH, publicationKey } from "./keys";
import { idempotencyHeader } from "../../../lib/retry-key";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

// Mutations run from dialogs that show a refusal (a 409 with its reasons) in place.
/** `idempotencyKey`: the same for a request sent again (see retry-key), so a lost answer does not add the publication twice. */
export const createPublication = (input: CreatePublicationInput, idempotencyKey?: string) =>
  api.post<PublicationDto>(PUBLICATIONS_PATH, input, { suppressToast: true, headers: idempotencyHeader(idempotencyKey) });
/** `version`: the updatedOn the form was opened with (see ifMatch). */
export const updatePublication = (id: string, input: UpdatePublicationInput, version?: string) =>
  api.patch<PublicationDto>(publicationKey(id), input, { suppressToast: true, headers: ifMatch(version) });
export const deletePublication = (id: string) => api.delete<void>(publicationKey(id), { suppressToast: true });

export type PublicationPage = Paged<PublicationDto>;
export type { PublicationDto };
