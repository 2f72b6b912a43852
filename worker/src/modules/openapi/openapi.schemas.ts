import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from "@valibot/to-json-schema";
import type * as v from "valibot";

type Patterned = JsonSchema & { pattern?: string; allOf?: JsonSchema[] };

/**
 * The converter keeps only the first `regex` of a pipe; the password rules have three and all
 * must hold, so every regex after the first turns the pattern into an allOf of patterns.
 */
const allPatterns: ConversionConfig["overrideAction"] = ({ valibotAction, jsonSchema }) => {
  const requirement = (valibotAction as { requirement?: unknown }).requirement;
  if (valibotAction.type !== "regex" || !(requirement instanceof RegExp)) return undefined;
  const { pattern, allOf = [], ...rest } = jsonSchema as Patterned;
  const patterns = [...allOf, ...(pattern ? [{ pattern }] : [])];
  if (!patterns.some((p) => (p as Patterned).pattern === requirement.source)) patterns.push({ pattern: requirement.source });
  return patterns.length === 1 ? { ...rest, pattern: requirement.source } : { ...rest, allOf: patterns };
};

const config: ConversionConfig = {
  target: "draft-2020-12",
  // Transformations (trim, lower-case), regex flags and cross-field checks have no JSON Schema
  // form; the document still gives every field and its constraints.
  errorMode: "ignore",
  overrideAction: allPatterns,
  overrideRef: (context) => `#/components/schemas/${context.referenceId}`,
};

export function schemaDefs(defs: Record<string, v.GenericSchema>): Record<string, JsonSchema> {
  return toJsonSchemaDefs(defs, config);
}

export function schemaOf(schema: v.GenericSchema): JsonSchema {
  return toJsonSchema(schema, config);
}
