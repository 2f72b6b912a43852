import type { PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import type { TypedField } from "./typed-fields";

/** Labels of a publication's fields as the chosen type names them (chapter vs article, portal). */
export function useTypedFieldLabels(type: PublicationType): Record<TypedField, string> {
  const { t } = useLingui();
  return {
    title: t`Title`,
    articleTitle: type === "k" ? t`Chapter title` : t`Article title`,
    magazineTitle: t`Magazine title`,
    publisher: type === "l" ? t`Publisher or portal` : t`Publisher`,
    link: t`Link`,
    publicationYear: t`Year`,
    editionNumber: type === "c" ? t`Issue` : t`Edition`,
    isbn: "ISBN",
    issn: "ISSN",
    articleDoi: "DOI",
  };
}
