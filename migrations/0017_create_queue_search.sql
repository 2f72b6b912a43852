-- A search within the staff queue (reported, not verified positions: GET /positions with
-- isReported=true&isVerified=false&q=, and its groups) through a full-text index of the queue
-- alone. Through position_search (every position) a common name was matched over all 1,000,000
-- positions and each match looked up to keep the ~14 % in the queue: 'wisniewska' read 16,986
-- matches for 2,411 (25-33 ms for the match, 40 for the count, 31 for the page, in SQLite).
-- queue_search holds the ~145,000 queued ones: the same match takes 4-5 ms.
--
-- Kept by triggers, as position_search is: a position joins when it is reported unverified
-- (inserted so, or its report set, or reverted) and leaves when it is verified, taken out of a
-- report or deleted. A confirm of 1,000 positions deletes 1,000 rows here (13-25 ms in SQLite);
-- an import of 50,000 inserts as many, row by row (the bench's 50,000-row import: 16.0 -> 20.2 s
-- back to back on a slow day, about a quarter more).
--
-- The queue's indexes carry search_id (and the outdated flag) so a search's page is walked
-- newest first (or by title or pages) from the index, each entry checked against the matches,
-- without reading the table; positions_queue_outdated_idx, the queue's outdated positions alone,
-- counts a search's outdated matches (the "open" queue's total is the rest) from the index alone.
DROP INDEX `positions_reported_is_verified_created_on_idx`;--> statement-breakpoint
DROP INDEX `positions_queue_search_text_idx`;--> statement-breakpoint
DROP INDEX `positions_queue_pages_used_idx`;--> statement-breakpoint
CREATE INDEX `positions_queue_outdated_idx` ON `positions` (`search_id`,`is_outdated`,`is_verified`,`report_id`) WHERE "positions"."report_id" is not null and "positions"."is_verified" = 0 and "positions"."is_outdated" = 1;--> statement-breakpoint
CREATE INDEX `positions_reported_is_verified_created_on_idx` ON `positions` (`is_verified`,`created_on`,`id`,`is_outdated`,`report_id`,`search_id`) WHERE "positions"."report_id" is not null;--> statement-breakpoint
CREATE INDEX `positions_queue_search_text_idx` ON `positions` (`is_verified`,`search_text`,`id`,`is_outdated`,`report_id`,`search_id`) WHERE "positions"."report_id" is not null and "positions"."is_verified" = 0;--> statement-breakpoint
CREATE INDEX `positions_queue_pages_used_idx` ON `positions` (`is_verified`,`pages_used`,`id`,`is_outdated`,`report_id`,`search_id`) WHERE "positions"."report_id" is not null and "positions"."is_verified" = 0;
--> statement-breakpoint
CREATE VIRTUAL TABLE `queue_search` USING fts5(`body`, tokenize = 'trigram');
--> statement-breakpoint
-- A new position gets its search_id from this trigger (migration 0008), so it also enters the
-- queue's index here, after the id is set, rather than in a trigger of its own whose order
-- against this one SQLite does not promise.
DROP TRIGGER `positions_search_insert`;
--> statement-breakpoint
CREATE TRIGGER `positions_search_insert` AFTER INSERT ON `positions` BEGIN
  UPDATE `positions` SET `search_id` = (SELECT coalesce(max(`search_id`), 0) + 1 FROM `positions`)
    WHERE rowid = NEW.rowid AND NEW.`search_id` IS NULL;
  INSERT INTO `position_search` (rowid, `body`) SELECT `search_id`, `search_text` FROM `positions` WHERE rowid = NEW.rowid;
  INSERT INTO `queue_search` (rowid, `body`) SELECT `search_id`, `search_text` FROM `positions`
    WHERE rowid = NEW.rowid AND `report_id` IS NOT NULL AND `is_verified` = 0;
END;
--> statement-breakpoint
-- Three disjoint cases of an update, so their order does not matter: leaving the queue, joining
-- it, and a new text while staying in it.
CREATE TRIGGER `positions_queue_search_leave` AFTER UPDATE OF `report_id`, `is_verified` ON `positions`
  WHEN OLD.`report_id` IS NOT NULL AND OLD.`is_verified` = 0 AND (NEW.`report_id` IS NULL OR NEW.`is_verified` IS NOT 0) BEGIN
  DELETE FROM `queue_search` WHERE rowid = OLD.`search_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_queue_search_join` AFTER UPDATE OF `report_id`, `is_verified` ON `positions`
  WHEN NEW.`report_id` IS NOT NULL AND NEW.`is_verified` = 0 AND (OLD.`report_id` IS NULL OR OLD.`is_verified` IS NOT 0) BEGIN
  INSERT INTO `queue_search` (rowid, `body`) VALUES (NEW.`search_id`, NEW.`search_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `positions_queue_search_update` AFTER UPDATE OF `search_text` ON `positions`
  WHEN OLD.`search_text` IS NOT NEW.`search_text` AND OLD.`report_id` IS NOT NULL AND OLD.`is_verified` = 0
    AND NEW.`report_id` IS NOT NULL AND NEW.`is_verified` = 0 BEGIN
  UPDATE `queue_search` SET `body` = NEW.`search_text` WHERE rowid = NEW.`search_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_queue_search_delete` AFTER DELETE ON `positions`
  WHEN OLD.`report_id` IS NOT NULL AND OLD.`is_verified` = 0 BEGIN
  DELETE FROM `queue_search` WHERE rowid = OLD.`search_id`;
END;
--> statement-breakpoint
-- Rows written before this migration.
INSERT INTO `queue_search` (rowid, `body`) SELECT `search_id`, `search_text` FROM `positions`
  WHERE `report_id` IS NOT NULL AND `is_verified` = 0;
