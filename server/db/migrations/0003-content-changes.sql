
      CREATE TABLE content_changes (
        subject_id INTEGER PRIMARY KEY,
        digest TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );
      INSERT INTO content_changes (subject_id, digest, changed_at)
        SELECT id, '', strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM services
        UNION ALL SELECT 0, '', strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
    