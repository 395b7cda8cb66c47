CREATE TABLE pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  search_title TEXT NOT NULL DEFAULT '',
  search_description TEXT NOT NULL DEFAULT '',
  share_image TEXT NOT NULL DEFAULT '',
  blocks TEXT NOT NULL DEFAULT '[]',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX pages_slug ON pages (slug);
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  menu TEXT NOT NULL,
  label TEXT NOT NULL,
  href TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO menu_items (menu, label, href, sort_order) VALUES
  ('header', 'Home', '/', 0),
  ('header', 'Our Story', '/about', 1),
  ('header', 'Our Offerings', '/service', 2),
  ('header', 'Insights', '/light/shop', 3),
  ('header', 'Contact', '/contact', 4),
  ('footer-links', 'Home', '/', 5),
  ('footer-links', 'Contact', '/contact', 6),
  ('footer-links', 'Terms of Use', '/', 7),
  ('footer-links', 'Privacy Policy', '/privacy', 8),
  ('footer-services', 'Tally Software & Services', '', 9),
  ('footer-services', 'ERP Consultation', '', 10),
  ('footer-services', 'Tally Developments', '', 11),
  ('footer-services', 'Cloud Services', '', 12),
  ('footer-services', 'Corporate Trainings', '', 13);
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  "from" TEXT NOT NULL,
  "to" TEXT NOT NULL,
  permanent INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX redirects_from ON redirects ("from");
CREATE TABLE missing_addresses (
  path TEXT PRIMARY KEY,
  hits INTEGER NOT NULL DEFAULT 0,
  last_seen TEXT NOT NULL
) WITHOUT ROWID;
ALTER TABLE services ADD COLUMN search_title TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN search_description TEXT NOT NULL DEFAULT '';
ALTER TABLE page_meta ADD COLUMN search_title TEXT NOT NULL DEFAULT '';
