import * as v from "valibot";
import { m } from "./messages";

/**
 * The message key for an issue whose schema carries no message of its own, so that every
 * field error can still be rendered in the user's language (browser and server alike).
 */
export function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  const n = typeof issue.requirement === "number" ? issue.requirement : undefined;
  switch (issue.type) {
    case "max_length":
      return n === undefined ? m("invalidValue") : m("maxLength", n);
    case "min_length":
      return n === undefined ? m("invalidValue") : m("minLength", n);
    case "max_value":
      return n === undefined ? m("invalidValue") : m("maxValue", n);
    case "min_value":
      return n === undefined ? m("invalidValue") : m("minValue", n);
    case "non_empty":
      return m("required");
    case "email":
      return m("email");
    case "integer":
      return m("integer");
  }
  if (issue.kind === "schema" && issue.input === undefined) return m("required");
  return m("invalidValue");
}

/** Parses with `fallbackMessage` so every issue message is a message key. */
export function safeParseKeyed<S extends v.GenericSchema>(schema: S, input: unknown) {
  return v.safeParse(schema, input, { message: fallbackMessage });
}

/** Issues → the problem's `errors` map: dotted field path → message keys, without repeats. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], rootKey: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) || rootKey;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
