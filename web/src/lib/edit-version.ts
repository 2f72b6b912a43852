import { useState } from "react";
import { ApiError } from "./api-client";

/**
 * An edit form's version (sent back in If-Match; see ifMatch): the one the form was filled from,
 * kept while the lists behind it are read again. `onRefused` reads them again after a 409 (a
 * colleague's change saved meanwhile), so the form opened anew shows it.
 */
export function useEditVersion(version: string | undefined, revalidate: () => unknown): { version: string | undefined; onRefused: (error: unknown) => void } {
  const [pinned] = useState(version);
  const onRefused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void revalidate();
  };
  return { version: pinned, onRefused };
}
