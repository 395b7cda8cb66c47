
      CREATE TABLE content_drafts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        item_id INTEGER,
        parent_id INTEGER,
        base_version INTEGER,
        values_json TEXT NOT NULL,
        publish_at TEXT,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX content_drafts_by_item ON content_drafts(kind, item_id) WHERE item_id IS NOT NULL;
      CREATE INDEX content_drafts_by_publish_at ON content_drafts(publish_at) WHERE publish_at IS NOT NULL;
    