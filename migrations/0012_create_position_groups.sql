-- "Group similar" over the staff queue (reported, not verified positions) without grouping the
-- whole queue on every request: one row per group key with its number of positions and pages,
-- kept by triggers on positions like position_counts (0010), so every writer (forms, bulk calls,
-- reports, the .xlsx import) keeps it for free. `n`/`pages` count the queue with outdated
-- positions (the API's isVerified=false&isReported=true), `n_open`/`pages_open` without them (the
-- SPA's "open" state adds isOutdated=false). A group leaves the table when its last queued
-- position does (n = 0), so the table holds the queue's groups and nothing else.
CREATE TABLE `position_groups` (
  `group_key` text PRIMARY KEY NOT NULL,
  `n` integer NOT NULL,
  `pages` integer NOT NULL,
  `n_open` integer NOT NULL,
  `pages_open` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
-- The groups' order (largest first, then most pages, then key): a page is a walk of this index.
CREATE INDEX `position_groups_order_idx` ON `position_groups` (`n` DESC, `pages` DESC, `group_key`);
--> statement-breakpoint
-- The same without outdated positions; groups made only of outdated positions are left out.
CREATE INDEX `position_groups_open_order_idx` ON `position_groups` (`n_open` DESC, `pages_open` DESC, `group_key`) WHERE `n_open` > 0;
--> statement-breakpoint
-- The number of groups of each kind, so a page's total is one row, not a count of 60,000 entries.
CREATE TABLE `position_group_totals` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `groups` integer NOT NULL,
  `open_groups` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `position_group_totals` (`id`, `groups`, `open_groups`) VALUES (1, 0, 0);
--> statement-breakpoint
CREATE TRIGGER `position_groups_totals_insert` AFTER INSERT ON `position_groups` BEGIN
  UPDATE `position_group_totals` SET `groups` = `groups` + 1, `open_groups` = `open_groups` + (NEW.`n_open` > 0);
END;
--> statement-breakpoint
CREATE TRIGGER `position_groups_totals_delete` AFTER DELETE ON `position_groups` BEGIN
  UPDATE `position_group_totals` SET `groups` = `groups` - 1, `open_groups` = `open_groups` - (OLD.`n_open` > 0);
END;
--> statement-breakpoint
CREATE TRIGGER `position_groups_totals_update` AFTER UPDATE OF `n_open` ON `position_groups`
  WHEN (OLD.`n_open` > 0) IS NOT (NEW.`n_open` > 0) BEGIN
  UPDATE `position_group_totals` SET `open_groups` = `open_groups` + (NEW.`n_open` > 0) - (OLD.`n_open` > 0);
END;
--> statement-breakpoint
-- A page's groups' positions in the queue: their ids oldest first (created_on, id) and, by the
-- second, the newest id (the sample), each read from the group's own range — partial indexes, so
-- only the queue's rows are in them. The state columns ride along so neither reads the table.
CREATE INDEX `positions_queue_group_key_created_on_idx` ON `positions` (`group_key`, `created_on`, `id`, `is_outdated`, `is_verified`, `report_id`)
  WHERE `report_id` IS NOT NULL AND `is_verified` = 0;
--> statement-breakpoint
CREATE INDEX `positions_queue_group_key_id_idx` ON `positions` (`group_key`, `id`, `is_outdated`, `is_verified`, `report_id`)
  WHERE `report_id` IS NOT NULL AND `is_verified` = 0;
--> statement-breakpoint
CREATE TRIGGER `positions_groups_insert` AFTER INSERT ON `positions`
  WHEN NEW.`report_id` IS NOT NULL AND NEW.`is_verified` = 0 BEGIN
  INSERT INTO `position_groups` (`group_key`, `n`, `pages`, `n_open`, `pages_open`)
    VALUES (NEW.`group_key`, 1, NEW.`pages_used`, NEW.`is_outdated` = 0, CASE WHEN NEW.`is_outdated` = 0 THEN NEW.`pages_used` ELSE 0 END)
    ON CONFLICT DO UPDATE SET `n` = `n` + 1, `pages` = `pages` + excluded.`pages`,
      `n_open` = `n_open` + excluded.`n_open`, `pages_open` = `pages_open` + excluded.`pages_open`;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_groups_delete` AFTER DELETE ON `positions`
  WHEN OLD.`report_id` IS NOT NULL AND OLD.`is_verified` = 0 BEGIN
  UPDATE `position_groups` SET `n` = `n` - 1, `pages` = `pages` - OLD.`pages_used`,
    `n_open` = `n_open` - (OLD.`is_outdated` = 0), `pages_open` = `pages_open` - CASE WHEN OLD.`is_outdated` = 0 THEN OLD.`pages_used` ELSE 0 END
    WHERE `group_key` = OLD.`group_key`;
  DELETE FROM `position_groups` WHERE `group_key` = OLD.`group_key` AND `n` = 0;
END;
--> statement-breakpoint
-- An update is the old row leaving the queue's counts and the new one joining them, each only
-- when it is in the queue; two triggers, as a trigger's statements cannot have their own WHEN.
CREATE TRIGGER `positions_groups_update_leave` AFTER UPDATE OF `report_id`, `is_verified`, `is_outdated`, `group_key`, `pages_used` ON `positions`
  WHEN OLD.`report_id` IS NOT NULL AND OLD.`is_verified` = 0 AND (
    NEW.`report_id` IS NULL OR NEW.`is_verified` IS NOT OLD.`is_verified` OR NEW.`is_outdated` IS NOT OLD.`is_outdated`
    OR NEW.`group_key` IS NOT OLD.`group_key` OR NEW.`pages_used` IS NOT OLD.`pages_used`) BEGIN
  UPDATE `position_groups` SET `n` = `n` - 1, `pages` = `pages` - OLD.`pages_used`,
    `n_open` = `n_open` - (OLD.`is_outdated` = 0), `pages_open` = `pages_open` - CASE WHEN OLD.`is_outdated` = 0 THEN OLD.`pages_used` ELSE 0 END
    WHERE `group_key` = OLD.`group_key`;
  DELETE FROM `position_groups` WHERE `group_key` = OLD.`group_key` AND `n` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_groups_update_join` AFTER UPDATE OF `report_id`, `is_verified`, `is_outdated`, `group_key`, `pages_used` ON `positions`
  WHEN NEW.`report_id` IS NOT NULL AND NEW.`is_verified` = 0 AND (
    OLD.`report_id` IS NULL OR OLD.`is_verified` IS NOT NEW.`is_verified` OR OLD.`is_outdated` IS NOT NEW.`is_outdated`
    OR OLD.`group_key` IS NOT NEW.`group_key` OR OLD.`pages_used` IS NOT NEW.`pages_used`) BEGIN
  INSERT INTO `position_groups` (`group_key`, `n`, `pages`, `n_open`, `pages_open`)
    VALUES (NEW.`group_key`, 1, NEW.`pages_used`, NEW.`is_outdated` = 0, CASE WHEN NEW.`is_outdated` = 0 THEN NEW.`pages_used` ELSE 0 END)
    ON CONFLICT DO UPDATE SET `n` = `n` + 1, `pages` = `pages` + excluded.`pages`,
      `n_open` = `n_open` + excluded.`n_open`, `pages_open` = `pages_open` + excluded.`pages_open`;
END;
--> statement-breakpoint
-- Rows written before this migration (the totals follow by the triggers above).
INSERT INTO `position_groups` (`group_key`, `n`, `pages`, `n_open`, `pages_open`)
  SELECT `group_key`, count(*), sum(`pages_used`), sum(`is_outdated` = 0), sum(CASE WHEN `is_outdated` = 0 THEN `pages_used` ELSE 0 END)
  FROM `positions` WHERE `report_id` IS NOT NULL AND `is_verified` = 0 GROUP BY `group_key`;
