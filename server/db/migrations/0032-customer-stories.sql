-- pinned: 8f123d9803818f1fe9b1f77457778dd94671cd81afff7873123fe200ae939119
-- Customer stories (common/kinds/customer-stories.ts): the company's client success stories, a list kind with a page each
-- at /customer-stories/<slug>. Results are label/value rows (a figure and what it measures) and the related services a
-- JSON array of ids, as an article's. No story is added here: a new site gets three from its seed content.
CREATE TABLE customer_stories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  client TEXT NOT NULL,
  industry TEXT NOT NULL,
  city TEXT NOT NULL,
  summary TEXT NOT NULL,
  challenge TEXT NOT NULL,
  solution TEXT NOT NULL,
  results TEXT NOT NULL DEFAULT '[]',
  quote TEXT NOT NULL DEFAULT '',
  quote_person TEXT NOT NULL DEFAULT '',
  quote_role TEXT NOT NULL DEFAULT '',
  photo TEXT NOT NULL DEFAULT '',
  photo_alt TEXT NOT NULL DEFAULT '',
  service_ids TEXT NOT NULL DEFAULT '[]',
  search_title TEXT NOT NULL DEFAULT '',
  search_description TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX customer_stories_slug ON customer_stories (slug);
CREATE INDEX customer_stories_order ON customer_stories (sort_order, id);
