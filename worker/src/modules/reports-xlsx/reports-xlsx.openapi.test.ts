import { XLSX_MIME } from "@contract/reports";
import { describe, expect, it } from "vitest";
import { assertJson, call } from "../../../test/http";

type Operation = {
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  parameters: { name?: string }[];
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }> } };

describe("the .xlsx calls in the OpenAPI document", () => {
  it("documents the template, the import, the error workbook and the export with their media types", async () => {
    const answer = await call("GET", "/openapi.json");
    assertJson(answer, 200);
    const doc = answer.json as Doc;

    const template = doc.paths["/companies/{id}/report-template"]?.get;
    expect(template?.responses["200"]?.content?.[XLSX_MIME]?.schema).toEqual({ type: "string", format: "binary" });
    expect(Object.keys(template?.responses ?? {})).toEqual(expect.arrayContaining(["403", "404"]));

    const importCall = doc.paths["/companies/{id}/reports/import"]?.post;
    expect(importCall?.requestBody?.content["multipart/form-data"]?.schema.$ref).toBe("#/components/schemas/ReportImportUpload");
    expect(importCall?.responses["201"]?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ReportDto" });
    expect(Object.keys(importCall?.responses ?? {})).toEqual(expect.arrayContaining(["400", "403", "404", "409", "413", "415", "422"]));
    expect(doc.components.schemas.ReportImportUpload?.required).toEqual(["file", "year", "quarter"]);
    expect(doc.components.schemas.ReportImportUpload?.properties?.file).toMatchObject({ type: "string", format: "binary", contentMediaType: XLSX_MIME });

    const errors = doc.paths["/companies/{id}/reports/import/errors"]?.post;
    expect(errors?.requestBody?.content["multipart/form-data"]?.schema.$ref).toBe("#/components/schemas/ReportImportErrorsUpload");
    expect(errors?.responses["200"]?.content?.[XLSX_MIME]).toBeDefined();

    const exportCall = doc.paths["/reports/export"]?.get;
    expect(exportCall?.responses["200"]?.content?.[XLSX_MIME]).toBeDefined();
    expect(exportCall?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["companyId", "year", "quarter", "isVerified", "q", "sort", "order"]));
  });
});
