import type { Paged } from "@contract/common";
import type {
  AutofillResponse,
  BulkResult,
  CreatePositionInput,
  PositionDto,
  PositionGroupDto,
  UpdatePositionInput,
} from "@contract/positions";
import type { LookupResponse, PublicationDto } from "@contract/publications";
import { api, ifMatch } from "../../../lib/api-client";
import { POSITIONS_PATH, positionKey } from "./keys";
import { idempotencyHeader } from "../../../lib/retry-key";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

// Mutations run from dialogs or action bars that show a refusal (409 with its reasons) in place.
/** `idempotencyKey`: the same for a request sent again (see retry-key), so a lost answer does not add the position twice. */
export const createPosition = (input: CreatePositionInput, idempotencyKey?: string) =>
  api.post<PositionDto>(POSITIONS_PATH, input, { suppressToast: true, headers: idempotencyHeader(idempotencyKey) });
/** `version`: the updatedOn the form was opened with (see ifMatch). */
export const updatePosition = (id: string, input: UpdatePositionInput, version?: string) =>
  api.patch<PositionDto>(positionKey(id), input, { suppressToast: true, headers: ifMatch(version) });
export const deletePosition = (id: string) => api.delete<void>(positionKey(id), { suppressToast: true });

export const verifyPositions = (ids: readonly string[], publicationId?: string) =>
  api.post<BulkResult>(`${POSITIONS_PATH}/verify`, publicationId ? { ids, publicationId } : { ids }, { suppressToast: true });
export const markPositionsOutdated = (ids: readonly string[]) =>
  api.post<BulkResult>(`${POSITIONS_PATH}/mark-outdated`, { ids }, { suppressToast: true });
export const revertPositions = (ids: readonly string[]) => api.post<BulkResult>(`${POSITIONS_PATH}/revert`, { ids }, { suppressToast: true });

/** Suggested values for a position's empty fields; nothing is saved. */
export const fetchAutofill = (id: string) => api.get<AutofillResponse>(`${positionKey(id)}/autofill`, { suppressToast: true });

/**
 * The catalogue publication behind an ISBN/ISSN/DOI in any spelling (the newest of its matches),
 * null when the catalogue has none. GET /publications/lookup answers `{ code, kind, value, items }`;
 * it is staff-only, so a company user's call fails with 403.
 */
export const lookupPublication = async (code: string): Promise<PublicationDto | null> => {
  const found = await api.get<LookupResponse>("/publications/lookup", { query: { code }, suppressToast: true });
  return found.items[0] ?? null;
};

export type PositionPage = Paged<PositionDto>;
export type PositionGroupPage = Paged<PositionGroupDto>;
export type { AutofillResponse, BulkResult, PositionDto, PositionGroupDto };
