import { m } from "@contract/messages";
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context";
import { PayloadTooLargeError } from "../lib/errors";

/** The largest JSON body: a bulk call's 1,000 ids take about 25 KB. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const limit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new PayloadTooLargeError({ detail: m("requestBodySize", JSON_BODY_MAX_BYTES / (1024 * 1024)) });
  },
});

// The .xlsx uploads: their route has its own limit, ten times this one.
const UPLOAD_PATH = /\/reports\/import(\/errors)?$/;

/** 413 for a body past 1 MB, but an upload's. */
export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (UPLOAD_PATH.test(c.req.path)) return next();
  return limit(c, next);
});
