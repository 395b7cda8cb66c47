-- pinned: ad33ddbec1028e251df9f2abd2ef5423c3a02c277065301ad4ad1ebe5c4ffb09
-- Drafts of translations (issue #54, docs/languages.md): a translation of an item into a language written and kept off
-- the site until it is published — by hand, or at its time (`publish_at`, UTC) by the scheduler that publishes the
-- content's drafts — and shown in the preview with the content's drafts. One draft per item and language: its fields'
-- texts, and for each field the draft's version that last changed it, so that two people's saves are merged field by
-- field and a field both changed is refused to the later one.
CREATE TABLE translation_drafts (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  values_json TEXT NOT NULL,
  changed_json TEXT NOT NULL,
  publish_at TEXT,
  version INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (kind, item_id, lang)
) WITHOUT ROWID;
CREATE INDEX translation_drafts_due ON translation_drafts (publish_at) WHERE publish_at IS NOT NULL;
