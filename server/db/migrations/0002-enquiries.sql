CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  page_details TEXT NOT NULL DEFAULT '',
  project_brief TEXT NOT NULL,
  received_at TEXT NOT NULL
);