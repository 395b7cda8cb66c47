-- pinned: 1b631b5f455d499c63466277cf009648efda5358e40097a3a1c3cf26ff18d40e
-- Translations (issue #54, docs/languages.md): an item's translatable fields (common/content-model, `translatable`) in
-- Marathi and Hindi, one row per item, language and field, beside the English the translation was made from
-- (`source`): when the English changes after, the translation is outdated, and staff see what changed. An item
-- without a row in a language shows its English there. The index finds a translated address (a slug) in any language.
CREATE TABLE translations (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  source TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (kind, item_id, lang, field)
) WITHOUT ROWID;
CREATE INDEX translations_value ON translations (kind, field, value);
