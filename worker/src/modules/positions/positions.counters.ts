import { type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { auditLog, reports } from "../../db/schema";
import { newId } from "../../lib/ids";
import { insertSelect, jsonParam, qualifiedColumn } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { type ReportDelta, sumDeltas } from "./positions.rules";

type Ctx = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;

/**
 * The statements that keep reports' positions_amount, pages_total and open_positions — and with
 * them is_verified and verified_on — in step with a change of their positions, in the batch of
 * that change, so report lists never aggregate positions. Set-based: one UPDATE … FROM
 * json_each(?) for every report the change touches, preceded by the audit rows of the reports
 * whose verified state it flips (report.verify / report.unverify), decided by SQLite on the rows
 * as they are when the batch runs.
 *
 * The deltas are exact because the batch they go in is guarded on the positions' state as read
 * (their version stamps): if any moved, the batch does not run. A single-row change that guards
 * its statements instead passes its condition as `onlyIf`.
 */
export function reportCounterStatements(ctx: Ctx, deltas: readonly ReportDelta[], onlyIf?: SQL) {
  const summed = sumDeltas(deltas);
  if (summed.length === 0) return [];
  const at = iso(ctx.now);
  const json = jsonParam(summed.map((d) => [d.reportId, d.amount, d.pages, d.open, newId(ctx.now.getTime())]));
  // The report's counters after the change, in terms of its row (r) and the delta (d).
  const amount = sql`(r.positions_amount + (d.value ->> '$[1]'))`;
  const open = sql`(r.open_positions + (d.value ->> '$[3]'))`;
  const verifiedAfter = sql`(${amount} > 0 and ${open} = 0)`;
  const audit = insertSelect(
    ctx.db,
    auditLog,
    {
      id: sql`d.value ->> '$[4]'`,
      at,
      actorId: ctx.actor?.userId ?? null,
      action: sql`case when ${verifiedAfter} then 'report.verify' else 'report.unverify' end`,
      entity: "report",
      entityId: sql`r.id`,
      before: sql`json_object('isVerified', json(case when r.is_verified then 'true' else 'false' end), 'verifiedOn', r.verified_on, 'openPositions', r.open_positions)`,
      after: sql`json_object('isVerified', json(case when ${verifiedAfter} then 'true' else 'false' end), 'verifiedOn', case when ${verifiedAfter} then ${at} else null end, 'openPositions', ${open})`,
      requestId: ctx.requestId,
    },
    sql`json_each(${json}) d cross join ${reports} r
      where r.id = d.value ->> '$[0]' and r.is_verified <> ${verifiedAfter}${onlyIf ? sql` and ${onlyIf}` : sql``}`,
  );
  const amountNow = sql`(positions_amount + (d.value ->> '$[1]'))`;
  const openNow = sql`(open_positions + (d.value ->> '$[3]'))`;
  const verifiedNow = sql`(${amountNow} > 0 and ${openNow} = 0)`;
  const update = ctx.db
    .update(reports)
    .set({
      positionsAmount: amountNow,
      pagesTotal: sql`pages_total + (d.value ->> '$[2]')`,
      openPositions: openNow,
      isVerified: verifiedNow,
      verifiedOn: sql`case when ${verifiedNow} then coalesce(verified_on, ${at}) else null end`,
    })
    .from(sql`json_each(${json}) d`)
    .where(sql`${qualifiedColumn(reports.id)} = d.value ->> '$[0]'${onlyIf ? sql` and ${onlyIf}` : sql``}`);
  return [audit, update];
}
