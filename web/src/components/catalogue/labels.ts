import type { Gender } from "@contract/authors";
import type { AuthorType, LinkSource, PublicationType } from "@contract/publications";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Shared by the publications, authors and scan screens: the catalogue's codes in words (product.md §3). */
export const PUBLICATION_TYPE_LABELS: Record<PublicationType, MessageDescriptor> = {
  k: msg`Book`,
  c: msg`Magazine`,
  l: msg`Internet source`,
};

export const AUTHOR_TYPE_LABELS: Record<AuthorType, MessageDescriptor> = {
  A: msg`Author`,
  T: msg`Translator`,
  O: msg`Foreign`,
  R: msg`Editor`,
  P: msg`Authoring`,
  I: msg`Other`,
};

export const LINK_SOURCE_LABELS: Record<LinkSource, MessageDescriptor> = {
  Verification: msg`Verification`,
  System: msg`System`,
  SystemSuggestion: msg`Suggestion`,
  Assignment: msg`Assignment`,
  Author: msg`Self-assigned`,
};

/** What each link source means, for tooltips and help text. */
export const LINK_SOURCE_DESCRIPTIONS: Record<LinkSource, MessageDescriptor> = {
  Verification: msg`Verified by accepting a report position`,
  System: msg`Linked by the system, confirmed by the birth date`,
  SystemSuggestion: msg`Suggested by the system, without a birth date to confirm it`,
  Assignment: msg`Assigned manually`,
  Author: msg`Assigned by the author`,
};

export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
};
