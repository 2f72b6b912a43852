import { CreatePublicationInput, type PublicationDto } from "@contract/publications";
import * as v from "valibot";
import { BIBLIOGRAPHIC_FIELDS, FIELDS_BY_TYPE, TYPED_FIELDS, typedPartForApi, typedValues } from "../../components/catalogue/typed-fields";

export const PUBLICATION_FIELDS = [...BIBLIOGRAPHIC_FIELDS, "isVerified"] as const;
export type PublicationField = (typeof PUBLICATION_FIELDS)[number];
export type PublicationFormValues = Record<PublicationField, string>;

export function initialPublicationValues(p: PublicationDto | null, preset: Partial<PublicationFormValues> = {}): PublicationFormValues {
  return { ...typedValues(p), isVerified: p?.isVerified ? "true" : "false", ...preset };
}

/** The form's strings as the API takes them, only the chosen type's fields. */
export function toPublicationInput(values: PublicationFormValues): Record<string, unknown> {
  return { ...typedPartForApi(values), isVerified: values.isVerified === "true" };
}

function pathItem(values: PublicationFormValues, key: string): v.ObjectPathItem {
  return { type: "object", origin: "value", input: values, key, value: (values as Record<string, string>)[key] };
}

/**
 * The publication form checked by the contract's CreatePublicationInput on the chosen type's
 * fields: the per-type required fields, identifiers with their shape and check digit, the year
 * range. The output is the POST body (without authors) with identifiers in their stored form —
 * an ISBN-10 has become its ISBN-13.
 */
export const publicationFormSchema = v.pipe(
  v.object(Object.fromEntries(PUBLICATION_FIELDS.map((k) => [k, v.string()])) as Record<PublicationField, v.StringSchema<undefined>>),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value as PublicationFormValues;
    const result = v.safeParse(CreatePublicationInput, toPublicationInput(values));
    if (result.success) return result.output;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      addIssue({ message: issue.message, ...(typeof key === "string" ? { path: [pathItem(values, key)] } : {}) });
    }
    return NEVER;
  }),
);
export type PublicationFormOutput = v.InferOutput<typeof publicationFormSchema>;

/**
 * PATCH body for an edit: the visible fields as validated, and null for fields the new type does
 * not show that still hold a stored value (so a book turned magazine loses its ISBN, as the form said).
 */
export function toPublicationPatch(output: PublicationFormOutput, stored: PublicationDto): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...output };
  delete patch.authors;
  const shown = FIELDS_BY_TYPE[output.type];
  for (const f of TYPED_FIELDS) {
    if (!shown.includes(f) && stored[f] !== null) patch[f] = null;
  }
  return patch;
}
