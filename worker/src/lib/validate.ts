import { fieldErrors, safeParseKeyed } from "@contract/validation";
import { validator } from "hono/validator";
import type * as v from "valibot";
import { ValidationError } from "./errors";

type Target = "json" | "query" | "param";

/** Root-level issues (e.g. a body that is not an object) are reported under these keys. */
const ROOT_KEY: Record<Target, string> = { json: "body", query: "query", param: "params" };

/** Parses a value with a contract schema; throws a 400 VALIDATION_FAILED carrying message keys. */
export function parseInput<S extends v.GenericSchema>(schema: S, value: unknown, target: Target): v.InferOutput<S> {
  const result = safeParseKeyed(schema, target === "query" ? unflattenDotted(value) : value);
  if (!result.success) throw new ValidationError(fieldErrors(result.issues, ROOT_KEY[target]));
  return result.output;
}

/** Hono middleware: `c.req.valid(target)` then holds the schema's output. */
export function validate<S extends v.GenericSchema, T extends Target>(target: T, schema: S) {
  return validator(target, (value): v.InferOutput<S> => parseInput(schema, value, target));
}

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Query strings carry nested objects as dotted keys (api.md): `a.b=1` → `{ a: { b: "1" } }`. */
export function unflattenDotted(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const parts = key.split(".");
    // Such keys would reach Object.prototype through the assignments below.
    if (parts.some((part) => UNSAFE_KEYS.has(part))) continue;
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== "object" || next === null || Array.isArray(next)) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] ?? key] = item;
  }
  return out;
}
