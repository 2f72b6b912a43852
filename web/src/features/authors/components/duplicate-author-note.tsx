import type { AuthorDto } from "@contract/authors";
import type { Paged } from "@contract/common";
import { fold } from "@contract/fold";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import useSWR from "swr";
import { formatDateValue } from "../../../components/date-time";
import { formatFullName } from "../../../lib/format";
import { fetchJson } from "../api/authors-api";

type Name = { firstName: string; middleName: string; lastName: string };

/**
 * Whether a catalogue author may bear the typed name, letter case and diacritics aside: the same
 * first and last name, and the same middle name where both have one (a second entry of a person is
 * most often typed without the middle name the first one has).
 */
export function sameName(a: Pick<AuthorDto, "firstName" | "middleName" | "lastName">, typed: Name): boolean {
  const [theirs, ours] = [fold(a.middleName ?? ""), fold(typed.middleName)];
  return fold(a.lastName) === fold(typed.lastName) && fold(a.firstName) === fold(typed.firstName) && (theirs === "" || ours === "" || theirs === ours);
}

/**
 * Said under the fields, without stopping the save, when the catalogue already has an author of
 * the typed name: a second entry of one person splits their publications, and matching by birth
 * date would then link the first one's publications to it too. Namesakes are real, so it only asks.
 */
export function DuplicateAuthorNote({ name, selfId }: { name: Name; selfId?: string }) {
  const { t, i18n } = useLingui();
  const typed = `${name.lastName.trim()} ${name.firstName.trim()}`.trim();
  // Asked once the typing pauses, not at every keystroke.
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const ready = asked === typed && name.lastName.trim() !== "" && name.firstName.trim() !== "";
  const { data } = useSWR<Paged<AuthorDto>>(ready ? `/authors?q=${encodeURIComponent(asked)}&pageSize=25&page=1` : null, fetchJson, {
    revalidateOnFocus: false,
    keepPreviousData: false,
  });
  const namesakes = (data?.items ?? []).filter((a) => a.id !== selfId && sameName(a, name));
  if (!ready || namesakes.length === 0) return null;
  const listed = namesakes
    .slice(0, 3)
    .map((a) => (a.birthDate ? `${formatFullName(a)} (${formatDateValue(a.birthDate, i18n.locale)})` : formatFullName(a)))
    .join("; ");
  return (
    <output className={css({ display: "block", fontSize: "sm", bg: "bg.muted", borderRadius: "md", px: "3", py: "2", overflowWrap: "anywhere" })}>
      {t`The catalogue already has an author of this name: ${listed}. Save only for a different person: a second entry splits one person's publications.`}
    </output>
  );
}
