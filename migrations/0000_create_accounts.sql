CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`before` text,
	`after` text,
	`request_id` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_entity_id_at_idx` ON `audit_log` (`entity`,`entity_id`,`at`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'Inactive' NOT NULL,
	`max_users` integer DEFAULT 10 NOT NULL,
	`tax_id` text,
	`country` text DEFAULT 'PL' NOT NULL,
	`city` text,
	`postal_code` text,
	`street` text,
	`home_number` text,
	`created_on` text NOT NULL,
	`updated_on` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_tax_id_idx` ON `companies` (`tax_id`) WHERE "companies"."tax_id" is not null;--> statement-breakpoint
CREATE INDEX `companies_status_created_on_idx` ON `companies` (`status`,`created_on`);--> statement-breakpoint
CREATE INDEX `companies_created_on_idx` ON `companies` (`created_on`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text NOT NULL,
	`birth_date` text,
	`role` text NOT NULL,
	`status` text DEFAULT 'Pending' NOT NULL,
	`company_id` text,
	`is_password_reset_required` integer DEFAULT true NOT NULL,
	`created_on` text NOT NULL,
	`updated_on` text NOT NULL,
	`last_login_on` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_status_idx` ON `users` (`role`,`status`);--> statement-breakpoint
CREATE INDEX `users_company_id_role_idx` ON `users` (`company_id`,`role`);