-- The number of positions per company and state, so the totals of the big lists (the staff queue:
-- reported and not verified; every position) are a sum over a few hundred rows instead of a count
-- over hundreds of thousands of index entries on every page view. `reported` is report_id is not null.
--
-- Kept in step by triggers, like position_search (0008): the forms, the bulk calls, the reports
-- and the .xlsx import all write positions, and each gets the counts for free.
CREATE TABLE `position_counts` (
  `company_id` text NOT NULL,
  `reported` integer NOT NULL,
  `is_verified` integer NOT NULL,
  `is_outdated` integer NOT NULL,
  `n` integer NOT NULL DEFAULT 0,
  PRIMARY KEY (`reported`, `is_verified`, `is_outdated`, `company_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `position_counts_company_id_idx` ON `position_counts` (`company_id`);
--> statement-breakpoint
CREATE TRIGGER `positions_counts_insert` AFTER INSERT ON `positions` BEGIN
  INSERT INTO `position_counts` (`company_id`, `reported`, `is_verified`, `is_outdated`, `n`)
    VALUES (NEW.`company_id`, NEW.`report_id` IS NOT NULL, NEW.`is_verified`, NEW.`is_outdated`, 1)
    ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_counts_delete` AFTER DELETE ON `positions` BEGIN
  UPDATE `position_counts` SET `n` = `n` - 1
    WHERE `company_id` = OLD.`company_id` AND `reported` = (OLD.`report_id` IS NOT NULL)
      AND `is_verified` = OLD.`is_verified` AND `is_outdated` = OLD.`is_outdated`;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_counts_update` AFTER UPDATE OF `company_id`, `report_id`, `is_verified`, `is_outdated` ON `positions`
  WHEN OLD.`company_id` IS NOT NEW.`company_id` OR (OLD.`report_id` IS NULL) IS NOT (NEW.`report_id` IS NULL)
    OR OLD.`is_verified` IS NOT NEW.`is_verified` OR OLD.`is_outdated` IS NOT NEW.`is_outdated` BEGIN
  UPDATE `position_counts` SET `n` = `n` - 1
    WHERE `company_id` = OLD.`company_id` AND `reported` = (OLD.`report_id` IS NOT NULL)
      AND `is_verified` = OLD.`is_verified` AND `is_outdated` = OLD.`is_outdated`;
  INSERT INTO `position_counts` (`company_id`, `reported`, `is_verified`, `is_outdated`, `n`)
    VALUES (NEW.`company_id`, NEW.`report_id` IS NOT NULL, NEW.`is_verified`, NEW.`is_outdated`, 1)
    ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
-- Rows written before this migration.
INSERT INTO `position_counts` (`company_id`, `reported`, `is_verified`, `is_outdated`, `n`)
  SELECT `company_id`, `report_id` IS NOT NULL, `is_verified`, `is_outdated`, count(*) FROM `positions` GROUP BY 1, 2, 3, 4;
