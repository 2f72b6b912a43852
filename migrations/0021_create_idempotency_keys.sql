-- POST /positions with an Idempotency-Key: a retry whose first answer was lost gets the position
-- the first request created, not a second one. Rows older than a day are deleted as new ones come.
CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`entity_id` text NOT NULL,
	`created_on` text NOT NULL,
	PRIMARY KEY(`user_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_on_idx` ON `idempotency_keys` (`created_on`);