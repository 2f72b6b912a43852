-- The year and title indexes also hold the id (ties in list order, no sort of them) and the
-- search id: a search sorted by year or title walks them from the start and keeps the entries
-- whose search id matches, reading about (page end) x publications / matches entries instead of
-- seeking every match. publications.queries selectWalkedMatches.
-- In SQLite at 200,000 publications: 'nowak' (14,170 matches) by year desc 33 -> 6 ms.
DROP INDEX `publications_publication_year_idx`;--> statement-breakpoint
DROP INDEX `publications_title_folded_idx`;--> statement-breakpoint
CREATE INDEX `publications_publication_year_idx` ON `publications` (`publication_year`,`id`,`search_id`);--> statement-breakpoint
CREATE INDEX `publications_title_folded_idx` ON `publications` (`title_folded`,`id`,`search_id`);