import { version } from "../../package.json";

/** Reported by GET /health and the OpenAPI document; bumped with package.json. */
export const APP_VERSION: string = version;
