ALTER TABLE `publications` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `publications` ADD `search_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `publications_search_id_idx` ON `publications` (`search_id`);--> statement-breakpoint
CREATE INDEX `authors_birth_date_idx` ON `authors` (`birth_date`);--> statement-breakpoint
CREATE INDEX `authors_publication_count_idx` ON `authors` (`publication_count`);--> statement-breakpoint
CREATE INDEX `authors_updated_on_idx` ON `authors` (`updated_on`);--> statement-breakpoint
CREATE INDEX `authors_gender_name_folded_idx` ON `authors` (`gender`,`name_folded`);--> statement-breakpoint
CREATE INDEX `publication_authors_author_id_created_on_idx` ON `publication_authors` (`author_id`,`created_on`);