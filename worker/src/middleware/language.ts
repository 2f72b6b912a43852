import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { parseAcceptLanguage } from "../lib/accept-language";

export const language = createMiddleware<AppEnv>(async (c, next) => {
  const lang = parseAcceptLanguage(c.req.header("Accept-Language"));
  c.set("lang", lang);
  await next();
  c.res.headers.set("Content-Language", lang);
  c.res.headers.append("Vary", "Accept-Language");
});
