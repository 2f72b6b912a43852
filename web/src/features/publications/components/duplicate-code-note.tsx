import { parseIdentifier } from "@contract/identifiers";
import type { PublicationDto } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import useSWR from "swr";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { lookupCode } from "../../scan/api/lookup";

/**
 * Said under the fields, without stopping the save, when another catalogue entry already carries
 * this ISBN or DOI: saving makes a second entry of one publication, which verification would then
 * split positions between. An ISSN is left out: a magazine's articles share it.
 */
export function DuplicateCodeNote({ code, selfId }: { code: string; selfId?: string }) {
  const { t, i18n } = useLingui();
  const read = code.trim() ? parseIdentifier(code) : null;
  const parsed = read && read.kind !== "issn" ? read : null;
  const lookup = useSWR(parsed ? ["/publications/lookup", parsed.value] : null, () => lookupCode(parsed!.value), { revalidateOnFocus: false });
  const others: PublicationDto[] = (lookup.data?.items ?? []).filter((p) => p.id !== selfId);
  if (!parsed || others.length === 0) return null;
  const [open, close] = i18n.locale === "pl" ? ["„", "”"] : ["“", "”"];
  const names = others.slice(0, 3).map((p) => `${open}${publicationName(p)}${close}`).join(", ");
  const kind = parsed.kind === "isbn" ? "ISBN" : "DOI";
  return (
    <output className={css({ display: "block", fontSize: "sm", bg: "bg.muted", borderRadius: "md", px: "3", py: "2", overflowWrap: "anywhere" })}>
      {t`The catalogue already has this ${kind}: ${names}. Saving adds another entry for it.`}
    </output>
  );
}
