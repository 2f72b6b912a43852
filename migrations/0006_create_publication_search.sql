-- Full-text search over publications: one row per publication, rowid = publications.search_id,
-- body = publications.search_text (folded title, magazine title, article title, publisher and
-- identifiers) followed by the folded names of its authors. The trigram tokenizer matches any
-- substring of 3 or more characters. Kept in step by the service, in the batch of each change.
CREATE VIRTUAL TABLE `publication_search` USING fts5(`body`, tokenize = 'trigram');
--> statement-breakpoint
-- Rows written before this migration: a search id, and a search text folded as far as SQL can
-- (lower-case ASCII); any later write of the publication refolds it fully.
UPDATE `publications` SET `search_id` = rowid WHERE `search_id` IS NULL;
--> statement-breakpoint
UPDATE `publications` SET `search_text` = lower(
  coalesce(`title`, '') || ' | ' || coalesce(`magazine_title`, '') || ' | ' || coalesce(`article_title`, '') || ' | ' ||
  coalesce(`publisher`, '') || ' | ' || coalesce(`isbn`, '') || ' | ' || coalesce(`issn`, '') || ' | ' || coalesce(`article_doi`, '')
) WHERE `search_text` = '';
--> statement-breakpoint
INSERT INTO `publication_search` (rowid, `body`)
SELECT p.`search_id`, p.`search_text` || coalesce(
  (SELECT ' | ' || group_concat(a.`name_folded`, ' | ') FROM `publication_authors` pa JOIN `authors` a ON a.`id` = pa.`author_id` WHERE pa.`publication_id` = p.`id`),
  '')
FROM `publications` p;
