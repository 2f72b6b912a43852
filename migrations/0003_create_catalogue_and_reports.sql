CREATE TABLE `authors` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text NOT NULL,
	`birth_date` text,
	`gender` text,
	`author_id` text,
	`name_folded` text DEFAULT '' NOT NULL,
	`publication_count` integer DEFAULT 0 NOT NULL,
	`created_on` text NOT NULL,
	`updated_on` text NOT NULL,
	`update_process_started_on` text
);
--> statement-breakpoint
CREATE INDEX `authors_name_folded_idx` ON `authors` (`name_folded`);--> statement-breakpoint
CREATE INDEX `authors_last_name_idx` ON `authors` (`last_name`);--> statement-breakpoint
CREATE INDEX `authors_author_id_idx` ON `authors` (`author_id`) WHERE "authors"."author_id" is not null;--> statement-breakpoint
CREATE INDEX `authors_created_on_idx` ON `authors` (`created_on`);--> statement-breakpoint
CREATE TABLE `publication_authors` (
	`publication_id` text NOT NULL,
	`author_id` text NOT NULL,
	`type` text DEFAULT 'A' NOT NULL,
	`source` text NOT NULL,
	`created_on` text NOT NULL,
	PRIMARY KEY(`author_id`, `publication_id`),
	FOREIGN KEY (`publication_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `publication_authors_publication_id_idx` ON `publication_authors` (`publication_id`);--> statement-breakpoint
CREATE INDEX `publication_authors_author_id_source_idx` ON `publication_authors` (`author_id`,`source`);--> statement-breakpoint
CREATE TABLE `publications` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`title` text,
	`publisher` text,
	`link` text,
	`publication_year` integer,
	`edition_number` text,
	`isbn` text,
	`issn` text,
	`article_title` text,
	`article_doi` text,
	`magazine_title` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`title_folded` text DEFAULT '' NOT NULL,
	`created_on` text NOT NULL,
	`updated_on` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `publications_isbn_idx` ON `publications` (`isbn`) WHERE "publications"."isbn" is not null;--> statement-breakpoint
CREATE INDEX `publications_issn_idx` ON `publications` (`issn`) WHERE "publications"."issn" is not null;--> statement-breakpoint
CREATE INDEX `publications_article_doi_idx` ON `publications` (`article_doi`) WHERE "publications"."article_doi" is not null;--> statement-breakpoint
CREATE INDEX `publications_type_created_on_idx` ON `publications` (`type`,`created_on`);--> statement-breakpoint
CREATE INDEX `publications_created_on_idx` ON `publications` (`created_on`);--> statement-breakpoint
CREATE INDEX `publications_is_verified_created_on_idx` ON `publications` (`is_verified`,`created_on`);--> statement-breakpoint
CREATE INDEX `publications_publication_year_idx` ON `publications` (`publication_year`);--> statement-breakpoint
CREATE INDEX `publications_title_folded_idx` ON `publications` (`title_folded`);--> statement-breakpoint
CREATE TABLE `rejected_suggestions` (
	`author_id` text NOT NULL,
	`publication_id` text NOT NULL,
	`rejected_on` text NOT NULL,
	PRIMARY KEY(`author_id`, `publication_id`),
	FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publication_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `positions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`report_id` text,
	`type` text NOT NULL,
	`title` text,
	`publisher` text,
	`link` text,
	`publication_year` integer,
	`edition_number` text,
	`isbn` text,
	`issn` text,
	`article_title` text,
	`article_doi` text,
	`magazine_title` text,
	`authors` text DEFAULT '[]' NOT NULL,
	`pages_used` integer NOT NULL,
	`publication_id` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_outdated` integer DEFAULT false NOT NULL,
	`group_key` text NOT NULL,
	`search_text` text DEFAULT '' NOT NULL,
	`created_on` text NOT NULL,
	`created_by` text,
	`updated_on` text NOT NULL,
	`verified_on` text,
	`verified_by` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`publication_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `positions_company_id_report_id_created_on_idx` ON `positions` (`company_id`,`report_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `positions_report_id_idx` ON `positions` (`report_id`);--> statement-breakpoint
CREATE INDEX `positions_queue_created_on_idx` ON `positions` (`created_on`) WHERE "positions"."report_id" is not null and "positions"."is_verified" = 0;--> statement-breakpoint
CREATE INDEX `positions_is_verified_created_on_idx` ON `positions` (`is_verified`,`created_on`);--> statement-breakpoint
CREATE INDEX `positions_group_key_idx` ON `positions` (`group_key`);--> statement-breakpoint
CREATE INDEX `positions_publication_id_idx` ON `positions` (`publication_id`) WHERE "positions"."publication_id" is not null;--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`year` integer NOT NULL,
	`quarter` integer NOT NULL,
	`positions_amount` integer DEFAULT 0 NOT NULL,
	`pages_total` integer DEFAULT 0 NOT NULL,
	`open_positions` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`verified_on` text,
	`source` text NOT NULL,
	`file_hash` text,
	`file_key` text,
	`created_on` text NOT NULL,
	`created_by` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_company_id_year_quarter_idx` ON `reports` (`company_id`,`year`,`quarter`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_company_id_file_hash_idx` ON `reports` (`company_id`,`file_hash`) WHERE "reports"."file_hash" is not null;--> statement-breakpoint
CREATE INDEX `reports_created_on_idx` ON `reports` (`created_on`);--> statement-breakpoint
CREATE INDEX `reports_year_quarter_idx` ON `reports` (`year`,`quarter`);--> statement-breakpoint
CREATE INDEX `reports_is_verified_created_on_idx` ON `reports` (`is_verified`,`created_on`);