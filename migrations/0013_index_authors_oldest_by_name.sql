-- Verification takes the oldest author of each folded name: with created_on and id after the
-- name, that is one index seek a name instead of reading (and sorting) every namesake.
CREATE INDEX `authors_name_folded_created_on_idx` ON `authors` (`name_folded`,`created_on`,`id`);