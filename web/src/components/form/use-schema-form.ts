import { translateMessage } from "@contract/messages";
import type { Lang } from "@contract/common";
import { useLingui } from "@lingui/react";
import { useMemo, useState, type FormEvent } from "react";
import * as v from "valibot";
import { ApiError } from "../../lib/api-error";
import { notifyProblem } from "../problem-toast";

type Values<K extends string> = Record<K, string>;

/** Focuses the first of these fields as the form shows them (the schema's key order is not the layout's). */
function focusFirst(form: HTMLFormElement, keys: readonly string[]): void {
  const fields = keys.map((k) => form.elements.namedItem(k)).filter((el): el is HTMLElement => el instanceof HTMLElement);
  fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}

/**
 * Form state validated with a contract schema: a field shows its first message once it has been
 * touched (blurred) or the form submitted; server `errors` are attached to the fields they name
 * and cleared when the user edits that field.
 */
export function useSchemaForm<K extends string, TOut>(
  schema: v.GenericSchema<Values<K>, TOut>,
  initial: Values<K>,
) {
  const { i18n } = useLingui();
  const lang = (i18n.locale === "en" ? "en" : "pl") satisfies Lang;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});
  const [pending, setPending] = useState(false);
  const [keys] = useState(() => Object.keys(initial) as K[]);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const clientErrors = useMemo(() => {
    if (result.success) return {} as Partial<Record<K, string>>;
    const nested = v.flatten<typeof schema>(result.issues).nested as Partial<Record<string, string[]>> | undefined;
    const out: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const first = nested?.[key]?.[0];
      if (first) out[key] = first;
    }
    return out;
  }, [result, keys]);

  const errorOf = (key: K): string | undefined => {
    const message = serverErrors[key] ?? (touched[key] ? clientErrors[key] : undefined);
    return message ? translateMessage(message, lang) : undefined;
  };

  const field = (key: K) => ({
    name: key,
    value: values[key],
    error: errorOf(key),
    onValueChange: (value: string) => {
      setValues((prev) => ({ ...prev, [key]: value }));
      if (serverErrors[key]) setServerErrors((prev) => ({ ...prev, [key]: undefined }));
    },
    onBlur: () => setTouched((prev) => (prev[key] ? prev : { ...prev, [key]: true })),
  });

  /** Applies an API failure: field errors onto fields, anything else as a toast. */
  const applyServerError = (form: HTMLFormElement, error: unknown, fallbackTitle: string) => {
    if (!(error instanceof ApiError)) throw error;
    const mapped: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const first = error.fieldError(key);
      if (first) mapped[key] = first;
    }
    const mappedKeys = Object.keys(mapped);
    if (mappedKeys.length) {
      setServerErrors(mapped);
      focusFirst(form, mappedKeys);
    } else if (error.status !== 401) {
      notifyProblem(error, fallbackTitle);
    }
  };

  const handleSubmit =
    (submit: (output: TOut) => Promise<void>, fallbackTitle: string) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      setTouched(Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>);
      setServerErrors({});
      if (!result.success) {
        focusFirst(
          form,
          keys.filter((k) => clientErrors[k]),
        );
        return;
      }
      setPending(true);
      try {
        await submit(result.output);
      } catch (error) {
        applyServerError(form, error, fallbackTitle);
      } finally {
        setPending(false);
      }
    };

  /** A fresh start with these values: nothing touched, no server errors. */
  const reset = (next: Values<K>) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
  };

  return { values, field, pending, handleSubmit, setValues, reset };
}
