import { MAX_BULK_IDS } from "@contract/positions";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel, publicationName } from "../../../components/catalogue/publication-cells";
import { CheckIcon, ChevronDownIcon } from "../../../components/icons";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import type { PositionDto, PositionGroupDto } from "../api/positions-api";
import { parseGroupKey } from "./group-key";
import { ArchiveIcon } from "./queue-icons";
import { QueueRowActions, type QueueAction } from "./queue-row-actions";
import { QueueStateBadge } from "./queue-state-badge";
import { ReviewAskDialog } from "./review-ask-dialog";
import { ReviewProblem } from "./review-problem";
import { ReviewProgress } from "./review-progress";
import { useGroupMembers } from "./use-group-members";
import { useReviewRun } from "./use-review-run";
import { keepShortWords } from "../../../lib/format";

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", rounded: "lg", p: { base: "3", sm: "4" }, display: "grid", gap: "3" });
// From md up the facts take a fixed column, so they line up from card to card whatever the title.
const head = css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) 24rem" }, gap: "3", alignItems: "start" });
const facts = css({
  display: "flex",
  flexWrap: "wrap",
  gap: { base: "3", sm: "5" },
  fontSize: "sm",
  "& dt": { color: "fg.muted", fontSize: "xs" },
  "& dd": { fontWeight: "semibold", fontVariantNumeric: "tabular-nums" },
});
const toggle = css({ "& svg": { transition: "transform 0.15s" }, "&[aria-expanded=true] svg": { transform: "rotate(180deg)" } });
const member = css({
  display: "grid",
  // Fixed tracks, so the rows of a group line up although each row is its own grid.
  gridTemplateColumns: { base: "minmax(0, 1fr) auto", md: "minmax(0, 2fr) minmax(0, 1.5fr) 5rem 8rem 4.5rem" },
  gap: { base: "1", md: "3" },
  alignItems: "center",
  py: "2",
  borderTopWidth: "1px",
  borderColor: "border.default",
  fontSize: "sm",
});
const muted = css({ color: "fg.muted", fontSize: "xs" });

export type GroupCardProps = {
  group: PositionGroupDto;
  /** The list filters (API query without paging) the groups were read with. */
  filterQuery: string;
  /** Re-reads this group under the same filters (for the next 1,000 ids of a large group); null when it can't continue. */
  reloadIds: (() => Promise<readonly string[]>) | null;
  busyIds: ReadonlySet<string>;
  canEdit: boolean;
  onAction: (a: QueueAction, p: PositionDto) => void;
};

/** One group of similar positions: what they share, how many and how many pages, their companies; confirm or mark all at once; expand to see each. */
export function GroupCard({ group, filterQuery, reloadIds, busyIds, canEdit, onAction }: GroupCardProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  // The card's buttons say what they do; the heading, as their description, says to what.
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const review = useReviewRun();
  const [asking, setAsking] = useState<"verify" | "outdated" | null>(null);
  const sample = group.sample;
  const name = publicationName(sample.publication);
  const { kind } = parseGroupKey(group.key);
  const members = useGroupMembers(group, filterQuery, expanded);
  const shown = members.items;
  const companies = [...new Set((shown.length ? shown : [sample]).map((p) => keepShortWords(p.companyName)))];
  const large = group.count > group.positionIds.length;
  // A group of one is a single position: its buttons say so rather than "group (1)".
  const single = group.count === 1;
  const countText = i18n.number(group.count);
  const batchText = i18n.number(MAX_BULK_IDS);

  const start = async (action: "verify" | "outdated") => {
    if (review.running) return;
    const { done: changed, already, failure } = await review.run(action, group.positionIds, { total: group.count, next: reloadIds ?? undefined });
    if (failure) return;
    const done = changed + already;
    notify.success({
      title:
        action === "verify"
          ? t({ message: plural(done, { one: "Confirmed # position", other: "Confirmed # positions" }) })
          : t({ message: plural(done, { one: "Marked # position outdated", other: "Marked # positions outdated" }) }),
      description:
        done < group.count
          ? t({
              message: plural(group.count - done, {
                one: "# position of the group remains; run it again for it.",
                other: "# of the group's positions remain; run it again for them.",
              }),
            })
          : name,
    });
  };

  const nameOf = (id: string) => {
    const p = shown.find((s) => s.id === id) ?? (sample.id === id ? sample : undefined);
    return p ? `${publicationName(p.publication)} (${p.companyName})` : undefined;
  };

  return (
    <li className={card} aria-busy={review.running} data-row-id={group.key}>
      <div className={head}>
        <div className={css({ minW: "0", display: "grid", gap: "1" })}>
          <h2 id={headingId} className={css({ fontWeight: "semibold", fontSize: "md", overflowWrap: "anywhere" })}>
            <PublicationTitle publication={sample.publication} />
          </h2>
          <span className={muted}>
            <PublicationTypeLabel type={sample.publication.type} />
            {single ? null : <> · {kind === "title" ? t`Same title and type` : t`Same identifier`}</>}
          </span>
          <PublicationIdentifiers publication={sample.publication} />
        </div>
        <dl className={facts}>
          <div>
            <dt>{t`Positions`}</dt>
            <dd>{i18n.number(group.count)}</dd>
          </div>
          <div>
            <dt>{t`Pages total`}</dt>
            <dd>{i18n.number(group.pagesTotal)}</dd>
          </div>
          <div className={css({ flex: "1 1 10rem", minW: "0" })}>
            <dt>{t`Companies`}</dt>
            <dd className={css({ fontWeight: "medium", fontSize: "sm", overflowWrap: "anywhere" })}>
              {companies.join(", ")}
              {!shown.length && group.count > 1 ? ", …" : ""}
            </dd>
          </div>
        </dl>
      </div>
      {large ? <p className={muted}>{t`The positions are sent in batches of ${batchText}, one after another.`}</p> : null}
      {/* On a phone the buttons take the card's width, one under another, instead of wrapping at uneven widths. */}
      <div className={css({ display: { base: "grid", sm: "flex" }, flexWrap: "wrap", gap: "2", alignItems: "center" })}>
        <button type="button" className={button({ variant: "solid", size: "sm" })} disabled={review.running} aria-describedby={headingId} onClick={() => setAsking("verify")} data-focus-key="verify">
          <CheckIcon size={16} />
          {single ? t`Confirm` : t`Confirm group (${countText})`}
        </button>
        <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={review.running} aria-describedby={headingId} onClick={() => setAsking("outdated")} data-focus-key="outdated">
          <ArchiveIcon size={16} />
          {single ? t`Mark outdated` : t`Mark group outdated`}
        </button>
        <button
          type="button"
          className={cx(button({ variant: "ghost", size: "sm" }), toggle, css({ ms: { sm: "auto" } }))}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-describedby={headingId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t`Hide positions` : t`Show positions`}
          <ChevronDownIcon size={16} />
        </button>
      </div>
      {review.progress ? <ReviewProgress {...review.progress} /> : null}
      {!review.running && review.failure ? <ReviewProblem failure={review.failure} nameOf={nameOf} /> : null}
      <ReviewAskDialog asking={asking} count={group.count} subject={name} onClose={() => setAsking(null)} onRun={(action) => void start(action)} />
      <div id={panelId} hidden={!expanded}>
        {expanded ? (
          members.error ? (
            <ProblemAlert error={members.error} onRetry={members.retry} />
          ) : members.loading ? (
            <p className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm", color: "fg.muted" })}>
              <Spinner /> {t`Loading…`}
            </p>
          ) : (
            <ul aria-label={t`Positions of ${name}`}>
              {shown.map((p) => (
                <li key={p.id} className={member} data-row-id={p.id}>
                  <span className={css({ minW: "0", overflowWrap: "anywhere" })}>
                    <PublicationTitle publication={p.publication} />
                    <span className={css({ display: { base: "block", md: "none" }, fontSize: "xs", color: "fg.muted" })}>
                      {keepShortWords(p.companyName)} · {t`${p.pagesUsed} pp.`}
                    </span>
                  </span>
                  <span className={css({ display: { base: "none", md: "block" }, minW: "0", overflowWrap: "anywhere" })}>
                    {keepShortWords(p.companyName)}
                    {p.reportName ? <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", whiteSpace: "nowrap" })}>{p.reportName}</span> : null}
                  </span>
                  <span className={css({ display: { base: "none", md: "block" }, fontVariantNumeric: "tabular-nums", textAlign: "end" })}>{t`${p.pagesUsed} pp.`}</span>
                  <span className={css({ display: { base: "none", md: "block" } })}>
                    <QueueStateBadge position={p} />
                  </span>
                  <span className={css({ justifySelf: "end" })}>
                    <QueueRowActions position={p} busy={busyIds.has(p.id)} canEdit={canEdit} onAction={onAction} />
                  </span>
                </li>
              ))}
              {shown.length < group.count ? (
                <li className={cx(muted, css({ pt: "2", display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" }))}>
                  <span aria-live="polite">{t`${shown.length} of ${group.count} positions shown.`}</span>
                  {members.hasMore ? (
                    <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={members.loadingMore} onClick={members.more}>
                      {members.loadingMore ? <Spinner size={14} /> : null}
                      {t`Show more`}
                    </button>
                  ) : null}
                </li>
              ) : null}
            </ul>
          )
        ) : null}
      </div>
    </li>
  );
}
