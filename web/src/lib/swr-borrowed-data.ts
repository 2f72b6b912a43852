import { type Middleware, unstable_serialize, useSWRConfig } from "swr";

/**
 * The lists keep the previous query's rows on screen while the next query loads (keepPreviousData).
 * When that next query fails, SWR still answers those rows, and a list would show them, dimmed
 * under the failure, as if they answered the new page, filter or sort. Here a failed query answers
 * only data of its own: a failed refresh of the same query keeps its rows, a failed new one none.
 */
export const noBorrowedDataOnError: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const { cache } = useSWRConfig();
  const own = unstable_serialize(key);
  return new Proxy(swr, {
    get(target, property, receiver) {
      if (property === "data" && target.error !== undefined && (!own || cache.get(own)?.data === undefined)) return undefined;
      return Reflect.get(target, property, receiver);
    },
  });
};
