import { useLingui } from "@lingui/react/macro";
import { RestoredNote } from "../../../components/kept-draft";
import type { PositionDraft } from "./position-draft";

/**
 * Above a position form filled in again from a draft: what happened, and what to check. `clashed`
 * are the fields (and "authors") a colleague changed too meanwhile, which show their value.
 */
export function RestoredPositionNote({ draft, version, clashed }: { draft: PositionDraft; version: string | undefined; clashed: readonly string[] }) {
  const { t } = useLingui();
  return (
    <RestoredNote
      clashed={clashed}
      text={(labels) => {
        const names = labels.join(", ");
        const lead = !draft.edit
          ? draft.reloaded
            ? t`The page was reloaded while you were adding this position.`
            : t`Your session ended while you were adding this position.`
          : draft.reloaded
            ? t`The page was reloaded while you were changing this position.`
            : t`Your session ended while you were changing this position.`;
        const rest = !draft.edit
          ? t`What you had entered is back: check it and add the position.`
          : draft.edit.version === version
            ? t`Your changes are back: check them and save.`
            : !draft.opened
              ? t`Someone else changed it since. Your changes are back, in place of theirs: check them before you save.`
              : clashed.length === 0
                ? t`Someone else changed it since. Your changes are back, over the position as it is now: check them before you save.`
                : labels.length === 0
                  ? t`Someone else changed it since, some of it where you had too: that shows their value. Your other changes are back, over the position as it is now: check them before you save.`
                  : t`Someone else changed it since, some of the same fields too (${names}): those show their value. Your other changes are back, over the position as it is now: check them before you save.`;
        return `${lead} ${rest}`;
      }}
    />
  );
}
