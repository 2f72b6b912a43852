DROP INDEX `positions_report_id_idx`;--> statement-breakpoint
DROP INDEX `positions_queue_created_on_idx`;--> statement-breakpoint
DROP INDEX `positions_is_verified_created_on_idx`;--> statement-breakpoint
DROP INDEX `positions_company_id_report_id_created_on_idx`;--> statement-breakpoint
ALTER TABLE `positions` ADD `search_id` integer;--> statement-breakpoint
CREATE INDEX `positions_company_id_created_on_idx` ON `positions` (`company_id`,`created_on`,`id`);--> statement-breakpoint
CREATE INDEX `positions_report_id_created_on_idx` ON `positions` (`report_id`,`created_on`,`id`);--> statement-breakpoint
CREATE INDEX `positions_reported_is_verified_created_on_idx` ON `positions` (`is_verified`,`created_on`,`id`,`is_outdated`,`report_id`) WHERE "positions"."report_id" is not null;--> statement-breakpoint
CREATE INDEX `positions_reported_is_verified_group_key_idx` ON `positions` (`is_verified`,`group_key`,`is_outdated`,`pages_used`,`id`,`report_id`) WHERE "positions"."report_id" is not null;--> statement-breakpoint
CREATE INDEX `positions_created_on_idx` ON `positions` (`created_on`,`id`,`is_verified`,`is_outdated`,`type`);--> statement-breakpoint
CREATE UNIQUE INDEX `positions_search_id_idx` ON `positions` (`search_id`);--> statement-breakpoint
CREATE INDEX `positions_company_id_report_id_created_on_idx` ON `positions` (`company_id`,`report_id`,`created_on`,`id`);--> statement-breakpoint
CREATE INDEX `reports_positions_amount_idx` ON `reports` (`positions_amount`);--> statement-breakpoint
CREATE INDEX `reports_pages_total_idx` ON `reports` (`pages_total`);--> statement-breakpoint
CREATE INDEX `reports_verified_on_idx` ON `reports` (`verified_on`);