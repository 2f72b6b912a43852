import { Dialog, Portal } from "@ark-ui/react";
import type { AutofillResponse, PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import useSWR from "swr";
import { css, cx } from "styled-system/css";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel, VerifiedBadge, publicationName } from "../../../components/catalogue/publication-cells";
import { ProblemAlert } from "../../../components/problem-alert";
import { useBackCloses } from "../../../components/ui/back-closes";
import { button } from "../../../components/ui/button";
import { dialogStyles } from "../../../components/ui/dialog-styles";
import { useFinalFocus } from "../../../components/ui/final-focus";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import { formatFullName } from "../../../lib/format";
import { positionKey } from "../api/keys";
import { fetchJson, updatePosition, verifyPositions } from "../api/positions-api";
import { useRevalidatePositions } from "../api/use-positions";
import { AUTOFILL_FIELD_LABELS, AUTOFILL_FIELDS, fillableValues, filledPublication } from "./autofill-fields";
import { isOpen } from "./queue-state-badge";

const scroll = css(dialogStyles.contentRaw, { maxH: "calc(100dvh - 2rem)", overflowY: "auto" });
const box = css({ borderWidth: "1px", borderColor: "border.default", rounded: "lg", p: "3", display: "grid", gap: "1", fontSize: "sm" });
const fields = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "minmax(8rem, auto) 1fr" },
  columnGap: "4",
  rowGap: { base: "0.5", sm: "2" },
  fontSize: "sm",
  "& dt": { color: "fg.muted", mt: { base: "2", sm: "0" } },
  "& dd": { fontWeight: "medium", overflowWrap: "anywhere" },
});
const sectionTitle = css({ fontSize: "sm", fontWeight: "semibold", mt: "4", mb: "2" });

/**
 * What the catalogue match suggests for a position's empty fields (nothing is saved until Apply),
 * how it matched, and a way to confirm the position against that catalogue entry at once.
 */
export function AutofillDialog({ open, position, onClose }: { open: boolean; position: PositionDto | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const key = position ? `${positionKey(position.id)}/autofill` : null;
  const autofill = useSWR<AutofillResponse>(key, fetchJson, { revalidateOnFocus: false });
  const revalidate = useRevalidatePositions();
  const [pending, setPending] = useState<"apply" | "verify" | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const finalFocus = useFinalFocus(open);

  const close = () => {
    if (pending) return;
    setProblem(null);
    onClose();
  };
  useBackCloses(open, () => {
    close();
    return pending !== null;
  });
  const data = autofill.data;
  const suggested = position && data ? fillableValues(position.publication, data.suggested.publication) : {};
  const suggestedFields = AUTOFILL_FIELDS.filter((f) => suggested[f] !== undefined);
  const authors = data?.suggested.authors ?? [];
  const canApply = !!position && !position.isVerified && (suggestedFields.length > 0 || authors.length > 0);
  const canVerify = !!position && !!data?.publication && isOpen(position);
  const name = position ? publicationName(position.publication) : "";
  const matchedBy = data?.matchedBy
    ? { isbn: t`Matched by ISBN`, issn: t`Matched by ISSN`, doi: t`Matched by DOI`, title: t`Matched by title and type` }[data.matchedBy]
    : null;

  const act = async (kind: "apply" | "verify") => {
    if (!position || !data) return;
    setPending(kind);
    setProblem(null);
    try {
      if (kind === "apply") {
        await updatePosition(
          position.id,
          {
            publication: filledPublication(position.publication, data.suggested.publication),
            ...(authors.length && !position.authors.length ? { authors } : {}),
          },
          position.updatedOn,
        );
        notify.success({ title: t`Filled from the catalogue` });
      } else {
        await verifyPositions([position.id], data.publication!.id);
        notify.success({ title: t`Position confirmed with “${publicationName(data.publication!)}”` });
      }
      void revalidate();
      setPending(null);
      onClose();
    } catch (error) {
      setPending(null);
      setProblem(error);
    }
  };

  let body;
  if (autofill.error) body = <ProblemAlert error={autofill.error} onRetry={() => void autofill.mutate()} />;
  else if (!data)
    body = (
      <p className={css({ display: "flex", gap: "2", alignItems: "center", color: "fg.muted", fontSize: "sm" })}>
        <Spinner /> {t`Looking the position up in the catalogue…`}
      </p>
    );
  else if (!data.publication) body = <p className={css({ fontSize: "sm" })}>{t`No catalogue publication matches this position.`}</p>;
  else
    body = (
      <>
        <p className={css({ fontSize: "sm", fontWeight: "medium", color: "accent.default" })}>{matchedBy}</p>
        <h3 className={sectionTitle}>{t`Catalogue publication`}</h3>
        <div className={box}>
          <span className={css({ fontWeight: "medium" })}>
            <PublicationTitle publication={data.publication} />
          </span>
          <span className={css({ color: "fg.muted", fontSize: "xs" })}>
            <PublicationTypeLabel type={data.publication.type} />
            {data.publication.publicationYear ? ` · ${data.publication.publicationYear}` : ""}
          </span>
          <PublicationIdentifiers publication={data.publication} />
          <span>
            <VerifiedBadge verified={data.publication.isVerified} />
          </span>
        </div>
        <h3 className={sectionTitle}>{t`Suggested for the empty fields`}</h3>
        {suggestedFields.length === 0 && authors.length === 0 ? (
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t`The position has no empty fields the catalogue could fill.`}</p>
        ) : (
          <dl className={fields}>
            {suggestedFields.map((f) => (
              <div key={f} className={css({ display: "contents" })}>
                <dt>{i18n._(AUTOFILL_FIELD_LABELS[f])}</dt>
                <dd>{String(suggested[f])}</dd>
              </div>
            ))}
            {authors.length ? (
              <div className={css({ display: "contents" })}>
                <dt>{t`Authors`}</dt>
                <dd>{authors.map((a) => formatFullName(a)).join("; ")}</dd>
              </div>
            ) : null}
          </dl>
        )}
        {position?.isVerified ? <p className={css({ fontSize: "sm", color: "fg.muted", mt: "3" })}>{t`A verified position cannot be changed; revert it first.`}</p> : null}
      </>
    );

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} finalFocusEl={finalFocus} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={scroll} style={{ maxWidth: "40rem" }}>
            <Dialog.Title className={dialogStyles.title}>{t`Autofill from the catalogue`}</Dialog.Title>
            <Dialog.Description className={cx(dialogStyles.description, css({ mt: "1", mb: "4" }))}>{name}</Dialog.Description>
            {body}
            {problem ? (
              <div className={css({ mt: "4" })}>
                <ProblemAlert error={problem} />
              </div>
            ) : null}
            <div className={dialogStyles.actions}>
              <button type="button" className={button({ variant: "outline" })} onClick={close} disabled={pending !== null}>
                {t`Close`}
              </button>
              {data?.publication ? (
                <>
                  <button
                    type="button"
                    className={button({ variant: canApply ? "outline" : "solid" })}
                    disabled={!canVerify || pending !== null}
                    aria-busy={pending === "verify"}
                    onClick={() => void act("verify")}
                  >
                    {pending === "verify" ? <Spinner /> : null}
                    {t`Confirm with this publication`}
                  </button>
                  {canApply ? (
                  <button
                    type="button"
                    className={button({ variant: "solid" })}
                    disabled={pending !== null}
                    aria-busy={pending === "apply"}
                    onClick={() => void act("apply")}
                  >
                    {pending === "apply" ? <Spinner /> : null}
                    {t`Apply`}
                  </button>
                  ) : null}
                </>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
