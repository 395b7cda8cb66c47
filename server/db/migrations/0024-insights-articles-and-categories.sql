CREATE TABLE categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX categories_slug ON categories (slug);
CREATE TABLE articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  cover_image TEXT NOT NULL DEFAULT '',
  cover_alt TEXT NOT NULL DEFAULT '',
  category_id INTEGER,
  service_id INTEGER,
  published_at TEXT NOT NULL DEFAULT '',
  search_title TEXT NOT NULL DEFAULT '',
  search_description TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX articles_slug ON articles (slug);
CREATE INDEX articles_newest ON articles (published_at DESC, id DESC);
CREATE INDEX articles_by_category ON articles (category_id, published_at DESC, id DESC);
UPDATE menu_items SET href = '/insights', version = version + 1
  WHERE menu = 'header' AND label = 'Insights' AND href = '/light/shop';
