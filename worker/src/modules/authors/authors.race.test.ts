import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authorRow, newAuthor } from "../../../test/catalogue";
import { actor, auditRows, db } from "../../../test/factories";
import { contextWithColleagueBeforeWrite } from "../../../test/race";
import * as schema from "../../db/schema";
import { updateAuthor } from "./authors.service";

const later = () => new Date(Date.now() + 5).toISOString();

describe("PATCH of an author racing a colleague's save", () => {
  it("a colleague's change of a field between the read and the write: 409, nothing of this change written, no audit", async () => {
    const { user, token } = await actor({ role: "Coordinator" });
    const created = await newAuthor(token, { firstName: "Eliza", lastName: "Orzeszkowa" });
    const colleague = () => db.update(schema.authors).set({ middleName: "Pawłowska", updatedOn: later() }).where(eq(schema.authors.id, created.id));

    await expect(
      updateAuthor({ ctx: contextWithColleagueBeforeWrite(user, colleague), input: { id: created.id, changes: { birthDate: "1841-06-06" }, ifMatch: created.version } }),
    ).rejects.toThrow("changedConcurrently");
    expect(await authorRow(created.id)).toMatchObject({ middleName: "Pawłowska", birthDate: null });
    expect((await auditRows(created.id)).filter((a) => a.action === "author.update")).toHaveLength(0);
  });

  it("a change of the links only (a finished match moves updatedOn) does not stop the save", async () => {
    const { user, token } = await actor({ role: "Coordinator" });
    const created = await newAuthor(token, { firstName: "Bolesław", lastName: "Prus" });
    const match = () => db.update(schema.authors).set({ updatedOn: later() }).where(eq(schema.authors.id, created.id));

    const saved = await updateAuthor({ ctx: contextWithColleagueBeforeWrite(user, match), input: { id: created.id, changes: { birthDate: "1847-08-20" }, ifMatch: created.version } });
    expect(saved.birthDate).toBe("1847-08-20");
    expect((await auditRows(created.id)).filter((a) => a.action === "author.update")).toHaveLength(1);
  });
});
