-- "Group similar" keyed an article with both an ISSN and a DOI by its ISSN, so different articles
-- of one magazine formed one group (and a group confirmed together made one new publication of
-- them). The key now takes the DOI before the ISSN (contract positionGroupKey); these rows are the
-- only ones whose key changes. The triggers of migration 0012 move queue positions between
-- position_groups rows as group_key changes.
UPDATE `positions` SET `group_key` = 'doi:' || `article_doi`
  WHERE `isbn` IS NULL AND `issn` IS NOT NULL AND `article_doi` IS NOT NULL AND `group_key` IS NOT 'doi:' || `article_doi`;
