import { HealthResponse } from "@contract/health";
import { describe, expect, it } from "vitest";
import { call, assertBody, assertJson } from "../../../test/http";

describe("GET /api/v1/health", () => {
  it("answers ok with the database reachable and the app version", async () => {
    const answer = await call("GET", "/health");
    assertJson(answer, 200);
    const body = assertBody(HealthResponse, answer);
    expect(body).toEqual({ status: "ok", db: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
