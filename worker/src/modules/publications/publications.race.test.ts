import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newPublication, publicationRow } from "../../../test/catalogue";
import { actor, auditRows, db } from "../../../test/factories";
import { contextWithColleagueBeforeWrite } from "../../../test/race";
import * as schema from "../../db/schema";
import { updatePublication } from "./publications.service";

describe("PATCH of a publication racing a colleague's save", () => {
  it("a colleague's change between the read and the write is kept: 409, nothing of this change written, no audit", async () => {
    const { user, token } = await actor({ role: "Coordinator" });
    const created = await newPublication(token, { title: "Przedwiośnie", publisher: "Rój" });
    const colleague = () =>
      db.update(schema.publications).set({ title: "Przedwiośnie (wyd. II)", updatedOn: new Date(Date.now() + 5).toISOString() }).where(eq(schema.publications.id, created.id));
    const ctx = contextWithColleagueBeforeWrite(user, colleague);

    await expect(updatePublication({ ctx, input: { id: created.id, changes: { publisher: "PIW" }, ifMatch: created.updatedOn } })).rejects.toThrow("changedConcurrently");
    const row = await publicationRow(created.id);
    expect(row?.title).toBe("Przedwiośnie (wyd. II)");
    expect(row?.publisher).toBe("Rój");
    expect((await auditRows(created.id)).filter((a) => a.action === "publication.update")).toHaveLength(0);
  });

  it("without If-Match too: the whole record is written, so a colleague's field is not put back", async () => {
    const { user, token } = await actor({ role: "Admin" });
    const created = await newPublication(token, { title: "Lalka", publisher: "Gebethner" });
    const colleague = () =>
      db.update(schema.publications).set({ title: "Lalka. Tom I", updatedOn: new Date(Date.now() + 5).toISOString() }).where(eq(schema.publications.id, created.id));

    await expect(updatePublication({ ctx: contextWithColleagueBeforeWrite(user, colleague), input: { id: created.id, changes: { publisher: "PIW" } } })).rejects.toThrow(
      "changedConcurrently",
    );
    expect(await publicationRow(created.id)).toMatchObject({ title: "Lalka. Tom I", publisher: "Gebethner" });
  });

  it("a save in the same millisecond as the last one still moves the version", async () => {
    const { user, token } = await actor({ role: "Admin" });
    const created = await newPublication(token, { title: "Nad Niemnem" });
    const ctx = { ...contextWithColleagueBeforeWrite(user, async () => undefined), now: new Date(created.updatedOn) };
    const saved = await updatePublication({ ctx, input: { id: created.id, changes: { publisher: "PIW" }, ifMatch: created.updatedOn } });
    expect(saved.updatedOn > created.updatedOn).toBe(true);
  });
});
