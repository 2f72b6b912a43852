CREATE TABLE `login_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`window_started_on` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_throttles_window_started_on_idx` ON `login_throttles` (`window_started_on`);