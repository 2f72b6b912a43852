ALTER TABLE `companies` ADD `search_text` text GENERATED ALWAYS AS (lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("name" || ' ' || coalesce("tax_id", '') || ' ' || coalesce("city", ''), 'Ą', 'a'), 'ą', 'a'), 'Ć', 'c'), 'ć', 'c'), 'Ę', 'e'), 'ę', 'e'), 'Ł', 'l'), 'ł', 'l'), 'Ń', 'n'), 'ń', 'n'), 'Ó', 'o'), 'ó', 'o'), 'Ś', 's'), 'ś', 's'), 'Ź', 'z'), 'ź', 'z'), 'Ż', 'z'), 'ż', 'z'))) VIRTUAL;--> statement-breakpoint
CREATE INDEX `companies_name_idx` ON `companies` (`name`);--> statement-breakpoint
CREATE INDEX `companies_country_city_idx` ON `companies` (`country`,`city`);--> statement-breakpoint
CREATE INDEX `companies_city_idx` ON `companies` (`city`);--> statement-breakpoint
ALTER TABLE `users` ADD `search_text` text GENERATED ALWAYS AS (lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name" || ' ' || "email", 'Ą', 'a'), 'ą', 'a'), 'Ć', 'c'), 'ć', 'c'), 'Ę', 'e'), 'ę', 'e'), 'Ł', 'l'), 'ł', 'l'), 'Ń', 'n'), 'ń', 'n'), 'Ó', 'o'), 'ó', 'o'), 'Ś', 's'), 'ś', 's'), 'Ź', 'z'), 'ź', 'z'), 'Ż', 'z'), 'ż', 'z'))) VIRTUAL;--> statement-breakpoint
CREATE INDEX `users_last_name_first_name_idx` ON `users` (`last_name`,`first_name`);--> statement-breakpoint
CREATE INDEX `users_created_on_idx` ON `users` (`created_on`);--> statement-breakpoint
CREATE INDEX `users_last_login_on_idx` ON `users` (`last_login_on`);--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_at_idx` ON `audit_log` (`entity`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_id_at_idx` ON `audit_log` (`entity_id`,`at`);