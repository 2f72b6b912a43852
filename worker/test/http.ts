import { ProblemDetails, type ProblemCode } from "@contract/common";
import { exports } from "cloudflare:workers";
import * as v from "valibot";
import { expect } from "vitest";

export const BASE = "http://app.test/api/v1";

type Call = {
  body?: unknown;
  token?: string;
  lang?: string;
  address?: string;
  headers?: Record<string, string>;
};

export type Answer = { res: Response; status: number; contentType: string; json: unknown; text: string };

let addressCounter = 0;
/** A fresh client address per test keeps the per-address login throttle from leaking between tests. */
export const freshAddress = () => `203.0.113.${(addressCounter++ % 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

export async function call(method: string, path: string, options: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = { "CF-Connecting-IP": options.address ?? freshAddress(), ...options.headers };
  if (options.lang) headers["Accept-Language"] = options.lang;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const res = await exports.default.fetch(`${BASE}${path}`, { method, headers, body });
  const text = await res.text();
  const contentType = res.headers.get("Content-Type") ?? "";
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { res, status: res.status, contentType, json, text };
}

/** Asserts the answer's body against a contract schema and returns it typed. */
export function assertBody<S extends v.GenericSchema>(schema: S, answer: Answer): v.InferOutput<S> {
  const result = v.safeParse(schema, answer.json);
  if (!result.success) expect.fail(`body does not match the contract: ${JSON.stringify(v.flatten(result.issues))}\n${answer.text}`);
  return result.output;
}

/** Status, then problem+json, then the ProblemDetails schema, then the code. */
export function expectProblem(answer: Answer, status: number, code: ProblemCode): ProblemDetails {
  assertStatus(answer, status);
  expect(answer.contentType).toBe("application/problem+json");
  const problem = assertBody(ProblemDetails, answer);
  expect(problem.code).toBe(code);
  expect(problem.status).toBe(status);
  expect(problem.requestId).toEqual(expect.any(String));
  expect(answer.text).not.toMatch(/\bat .+:\d+:\d+|stack|SQLITE|select |insert into|update "/i);
  return problem;
}

/** Fails with the body in the message, which is what one needs to see when a status is off. */
export function assertStatus(answer: Answer, status: number): void {
  if (answer.status !== status) expect.fail(`expected status ${status}, got ${answer.status}: ${answer.text}`);
}

export function assertJson(answer: Answer, status: number): void {
  assertStatus(answer, status);
  expect(answer.contentType).toMatch(/^application\/json/);
}
