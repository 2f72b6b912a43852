import { CreateAuthorInput, type AuthorDto } from "@contract/authors";
import * as v from "valibot";

export const AUTHOR_FIELDS = ["firstName", "middleName", "lastName", "birthDate", "gender", "authorId"] as const;
export type AuthorFormValues = Record<(typeof AUTHOR_FIELDS)[number], string>;

export function initialAuthorValues(author: AuthorDto | null): AuthorFormValues {
  return {
    firstName: author?.firstName ?? "",
    middleName: author?.middleName ?? "",
    lastName: author?.lastName ?? "",
    birthDate: author?.birthDate ?? "",
    gender: author?.gender ?? "",
    authorId: author?.authorId ?? "",
  };
}

/**
 * The author form is the contract's CreateAuthorInput as it is: strings in, "" clearing the
 * optional fields (null out), required names, a real past birth date, a known gender. Create
 * posts the output; edit patches it whole, so a cleared field is cleared.
 */
export const authorFormSchema = CreateAuthorInput as unknown as v.GenericSchema<AuthorFormValues, v.InferOutput<typeof CreateAuthorInput>>;
