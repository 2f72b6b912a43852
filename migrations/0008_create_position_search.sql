-- Full-text search over positions (GET /positions?q=, GET /positions/groups?q=): one row per
-- position, rowid = positions.search_id, body = positions.search_text (folded title, magazine
-- title, article title, publisher, identifiers and author names). The trigram tokenizer matches
-- any substring of 3 or more characters, so "kowal" finds "Kowalska" without scanning the table.
--
-- Kept in step by triggers rather than by each writer: positions are written by the forms, the
-- bulk calls and the .xlsx import (INSERT … SELECT FROM json_each), and every one of them gets the
-- index for free. The triggers also give each new position its search_id (the next free number;
-- writers leave the column out).
CREATE VIRTUAL TABLE `position_search` USING fts5(`body`, tokenize = 'trigram');
--> statement-breakpoint
CREATE TRIGGER `positions_search_insert` AFTER INSERT ON `positions` BEGIN
  UPDATE `positions` SET `search_id` = (SELECT coalesce(max(`search_id`), 0) + 1 FROM `positions`)
    WHERE rowid = NEW.rowid AND NEW.`search_id` IS NULL;
  INSERT INTO `position_search` (rowid, `body`) SELECT `search_id`, `search_text` FROM `positions` WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_search_update` AFTER UPDATE OF `search_text` ON `positions`
  WHEN OLD.`search_text` IS NOT NEW.`search_text` BEGIN
  UPDATE `position_search` SET `body` = NEW.`search_text` WHERE rowid = NEW.`search_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `positions_search_delete` AFTER DELETE ON `positions` BEGIN
  DELETE FROM `position_search` WHERE rowid = OLD.`search_id`;
END;
--> statement-breakpoint
-- Rows written before this migration.
UPDATE `positions` SET `search_id` = rowid WHERE `search_id` IS NULL;
--> statement-breakpoint
INSERT INTO `position_search` (rowid, `body`) SELECT `search_id`, `search_text` FROM `positions`;
