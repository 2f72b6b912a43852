import { Hono } from "hono";
import type { AppEnv } from "./context";
import { applySecurityHeaders } from "./middleware/apply-security-headers";
import { database } from "./middleware/db";
import { drainBody } from "./middleware/drain-body";
import { notFound, onError } from "./middleware/error-handlers";
import { jsonBodyLimit } from "./middleware/json-body-limit";
import { language } from "./middleware/language";
import { requestId } from "./middleware/request-id";
import { seed } from "./middleware/seed";
import { auditRoutes } from "./modules/audit/audit.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { authorsRoutes } from "./modules/authors/authors.routes";
import { companiesRoutes } from "./modules/companies/companies.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { openapiRoutes } from "./modules/openapi/openapi.routes";
import { positionsRoutes } from "./modules/positions/positions.routes";
import { publicationsRoutes } from "./modules/publications/publications.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { reportsXlsxRoutes } from "./modules/reports-xlsx/reports-xlsx.routes";
import { sessionRoutes } from "./modules/session/session.routes";
import { usersRoutes } from "./modules/users/users.routes";

export const app = new Hono<AppEnv>();

// Order matters: an unread body is drained after everything else; the id and the headers wrap
// everything, errors included; the language is known before anything can fail validation (a body
// too large included); the seed runs before the first real request.
app.use(drainBody, requestId, applySecurityHeaders, language, jsonBodyLimit, database, seed);

app.route("/api/v1/health", healthRoutes);
app.route("/api/v1/openapi.json", openapiRoutes);
app.route("/api/v1/auth", authRoutes);
app.route("/api/v1/session", sessionRoutes);
// Before the companies and reports routers: /reports/export must not be read as a report id.
app.route("/api/v1", reportsXlsxRoutes);
app.route("/api/v1/publications", publicationsRoutes);
app.route("/api/v1/authors", authorsRoutes);
app.route("/api/v1/users", usersRoutes);
app.route("/api/v1/companies", companiesRoutes);
app.route("/api/v1/audit", auditRoutes);
app.route("/api/v1/reports", reportsRoutes);
app.route("/api/v1/positions", positionsRoutes);

app.notFound(notFound);
app.onError(onError);
