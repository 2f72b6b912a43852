import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { authorFormSchema, initialAuthorValues } from "./author-form";

const values = (over: Record<string, string>) => ({ ...initialAuthorValues(null), ...over });
const birthDateIssues = (birthDate: string) => {
  const r = v.safeParse(authorFormSchema, values({ firstName: "A", lastName: "B", birthDate }));
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe("authorFormSchema", () => {
  it("clears empty optional fields and keeps the names", () => {
    const r = v.safeParse(authorFormSchema, values({ firstName: " Jan ", lastName: "Kowalski" }));
    expect(r.success && r.output).toEqual({ firstName: "Jan", middleName: null, lastName: "Kowalski", birthDate: null, gender: null, authorId: null });
  });

  it("requires first and last name", () => {
    const r = v.safeParse(authorFormSchema, values({}));
    expect(r.success).toBe(false);
    const nested = r.success ? {} : v.flatten<typeof authorFormSchema>(r.issues).nested;
    expect(nested).toMatchObject({ firstName: ["required"], lastName: ["required"] });
  });

  it("refuses a birth date in the future or not a date", () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(birthDateIssues(future)).toEqual(["dateInFuture"]);
    expect(birthDateIssues("1990-02-30")).toEqual(["date"]);
    expect(birthDateIssues("1990-02-28")).toEqual([]);
  });

  it("starts an edit from the author as stored", () => {
    const a = {
      id: "1",
      firstName: "Jan",
      middleName: null,
      lastName: "K",
      birthDate: "1950-01-02",
      gender: "male" as const,
      authorId: null,
      createdOn: "",
      updatedOn: "",
      version: "v1",
      updateProcessStartedOn: null,
      publicationCount: 0,
    };
    expect(initialAuthorValues(a)).toEqual({ firstName: "Jan", middleName: "", lastName: "K", birthDate: "1950-01-02", gender: "male", authorId: "" });
  });
});
