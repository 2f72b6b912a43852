import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AssignPublicationsInput, AuthorPublicationsQuery, CreateAuthorInput, UpdateAuthorInput } from "./authors";
import { fieldErrors, safeParseKeyed } from "./validation";

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const r = safeParseKeyed(schema, input);
  return r.success ? {} : fieldErrors(r.issues, "body");
};

describe("CreateAuthorInput", () => {
  it("trims names and turns blanks into null", () => {
    expect(v.parse(CreateAuthorInput, { firstName: " Jan ", lastName: "Nowak", middleName: "", birthDate: "", gender: "", authorId: " " })).toEqual({
      firstName: "Jan",
      lastName: "Nowak",
      middleName: null,
      birthDate: null,
      gender: null,
      authorId: null,
    });
  });

  it.each([
    [{ firstName: "", lastName: "X" }, { firstName: ["required"] }],
    [{ firstName: "A" }, { lastName: ["required"] }],
    [{ firstName: "A", lastName: "X", birthDate: "1990-13-01" }, { birthDate: ["date"] }],
    [{ firstName: "A", lastName: "X", birthDate: "2999-01-01" }, { birthDate: ["dateInFuture"] }],
    [{ firstName: "A", lastName: "X", gender: "f" }, { gender: ["invalidValue"] }],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(CreateAuthorInput, input)).toEqual(expected);
  });

  it("PATCH takes any subset", () => {
    expect(v.parse(UpdateAuthorInput, { birthDate: null })).toEqual({ birthDate: null });
    expect(errorsOf(UpdateAuthorInput, { lastName: " " })).toEqual({ lastName: ["required"] });
  });
});

describe("AssignPublicationsInput", () => {
  it("dedupes ids and defaults the type to A", () => {
    expect(v.parse(AssignPublicationsInput, { publicationIds: ["a", "b", "a"] })).toEqual({ publicationIds: ["a", "b"], type: "A" });
  });

  it.each([
    [{ publicationIds: [] }, { publicationIds: ["required"] }],
    [{ publicationIds: Array.from({ length: 101 }, (_, i) => String(i)) }, { publicationIds: ["maxLength:100"] }],
    [{ publicationIds: ["a"], type: "X" }, { type: ["invalidValue"] }],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(AssignPublicationsInput, input)).toEqual(expected);
  });
});

describe("AuthorPublicationsQuery", () => {
  it("takes repeated sources and types", () => {
    expect(v.parse(AuthorPublicationsQuery, { source: "System", type: ["A", "T"], publicationType: "k" })).toMatchObject({
      source: ["System"],
      type: ["A", "T"],
      publicationType: ["k"],
      page: 1,
      pageSize: 25,
    });
  });
});
