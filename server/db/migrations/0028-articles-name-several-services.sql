-- An article names up to four related services (docs/insights.md), not one: service_ids, a JSON array of service
-- ids in the order staff chose them, replaces service_id. An article that named a service names it first; the
-- drafts and the trash of articles, which hold an article as the content document writes it, are rewritten the same
-- way so they can still be published and put back.
ALTER TABLE articles ADD COLUMN service_ids TEXT NOT NULL DEFAULT '[]';
UPDATE articles SET service_ids = json_array(service_id) WHERE service_id IS NOT NULL;
ALTER TABLE articles DROP COLUMN service_id;
UPDATE content_drafts
  SET values_json = json_remove(
    json_set(
      values_json,
      '$.service_ids',
      CASE WHEN json_extract(values_json, '$.service_id') IS NULL THEN json('[]')
        ELSE json_array(json_extract(values_json, '$.service_id')) END
    ),
    '$.service_id'
  )
  WHERE kind = 'articles' AND json_type(values_json, '$.service_id') IS NOT NULL;
UPDATE content_trash
  SET snapshot_json = json_remove(
    json_set(
      snapshot_json,
      '$.service_ids',
      CASE WHEN json_extract(snapshot_json, '$.service_id') IS NULL THEN json('[]')
        ELSE json_array(json_extract(snapshot_json, '$.service_id')) END
    ),
    '$.service_id'
  )
  WHERE kind = 'articles' AND json_type(snapshot_json, '$.service_id') IS NOT NULL;
