import type { AuthorDto } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import useSWR from "swr";
import { AuthorPicker, toAuthorOption } from "../../../components/catalogue/author-picker";
import { fetchJson } from "../api/publications-api";

/** The author filter: the id lives in the URL, the picker shows the author's name. */
export function AuthorFilter({ authorId, onChange }: { authorId: string; onChange: (authorId: string) => void }) {
  const { t } = useLingui();
  const author = useSWR<AuthorDto>(authorId ? `/authors/${encodeURIComponent(authorId)}` : null, fetchJson);
  const value = authorId
    ? author.data && author.data.id === authorId
      ? toAuthorOption(author.data)
      : { id: authorId, name: author.error ? t`Unknown author` : "…", birthDate: null }
    : null;
  return <AuthorPicker label={t`Author`} size="compact" value={value} onChange={(a) => onChange(a?.id ?? "")} placeholder={t`Any author`} />;
}
