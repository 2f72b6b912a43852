import useSWR from "swr";
import { saveUser, useSession } from "../../../lib/session";
import { storage } from "../../../lib/storage";
import { fetchMe, ME_CACHE_MS, ME_KEY } from "./auth-api";

/** The signed-in user: GET /auth/me (cached 4 h), the stored login answer until it arrives. */
export function useMe() {
  const session = useSession();
  const { data, error, isLoading } = useSWR(session.accessToken ? ME_KEY : null, fetchMe, {
    dedupingInterval: ME_CACHE_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onSuccess: (user) => {
      if (user) saveUser(storage, user);
    },
  });
  return { user: data ?? session.user, error, isLoading };
}
