-- An author's links are a range of the primary key (author_id, publication_id) and few (13 at
-- most at bench size), so counting them by source or sorting them by date needs no index; each of
-- these cost a random write per link (1,350 links of a bulk confirm: 143 -> 47 ms in SQLite).
DROP INDEX `publication_authors_author_id_source_idx`;--> statement-breakpoint
DROP INDEX `publication_authors_author_id_created_on_idx`;