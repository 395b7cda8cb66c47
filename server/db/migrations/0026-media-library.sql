-- The media library (docs/media.md): one row per picture staff uploaded, named by its URL under /media/uploads/
-- (the stored file's; its resized copies are found from the name), with the name it was uploaded as (empty:
-- unknown), its type, stored size and bytes, the description read out to visitors who cannot see it (empty:
-- none yet), and when and by whom it was uploaded (NULL: found on disk, uploaded before the library). The
-- upload route writes a row with every upload; the files already in the upload folder get theirs when the
-- library is next listed (this migration writes none).
CREATE TABLE media (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL,
  width INTEGER,
  height INTEGER,
  bytes INTEGER NOT NULL DEFAULT 0,
  alt TEXT NOT NULL DEFAULT '',
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT
);
CREATE UNIQUE INDEX media_url ON media (url);
CREATE INDEX media_newest ON media (uploaded_at DESC, id DESC);
