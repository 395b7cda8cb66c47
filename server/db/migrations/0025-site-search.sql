-- Site search (docs/search.md): one row per thing a visitor can read — a published service, a built page, a
-- company page — with its title and its visible text, kept in step with every content change by
-- server/search/index.ts in the change's own transaction. `source` names the entry (kind and id) and
-- `digest` what it was made from, so a change rewrites only the entries it touched. The rows come from the
-- content when the server next opens the database (this migration writes none).
CREATE VIRTUAL TABLE site_search USING fts5(
  title,
  body,
  type UNINDEXED,
  url UNINDEXED,
  source UNINDEXED,
  digest UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
