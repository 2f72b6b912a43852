import type { Paged } from "@contract/common";
import type { CreatePublicationInput, PublicationDto, UpdatePublicationInput } from "@contract/publications";
import { api, ifMatch } from "../../../lib/api-client";
import { PUBLICATIONS_PATH, publicationKey } from "./keys";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

// Mutations run from dialogs that show a refusal (a 409 with its reasons) in place.
export const createPublication = (input: CreatePublicationInput) => api.post<PublicationDto>(PUBLICATIONS_PATH, input, { suppressToast: true });
/** `version`: the updatedOn the form was opened with (see ifMatch). */
export const updatePublication = (id: string, input: UpdatePublicationInput, version?: string) =>
  api.patch<PublicationDto>(publicationKey(id), input, { suppressToast: true, headers: ifMatch(version) });
export const deletePublication = (id: string) => api.delete<void>(publicationKey(id), { suppressToast: true });

export type PublicationPage = Paged<PublicationDto>;
export type { PublicationDto };
