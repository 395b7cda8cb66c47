-- A save costs its change (docs/benchmarks.md, "Saves"): the site search's entries found by their source
-- (`articles:12`) through an index rather than a scan of the full-text table, and the long lists (articles,
-- redirects) read in order, and counted to an item's place, through an index on their order.
CREATE TABLE site_search_entries (
  source TEXT PRIMARY KEY,
  entry INTEGER NOT NULL,
  digest TEXT NOT NULL
);
INSERT OR REPLACE INTO site_search_entries (source, entry, digest) SELECT source, rowid, digest FROM site_search;
CREATE INDEX articles_in_order ON articles (sort_order, id);
CREATE INDEX redirects_in_order ON redirects (sort_order, id);
