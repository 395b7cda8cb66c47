-- A picture of the media library marked as decoration (docs/media.md): staff said it needs no description, so the
-- editor stops asking for one and stops warning that it has none; its description stays empty. 0: not marked (a
-- picture without a description is then one nobody has described yet).
ALTER TABLE media ADD COLUMN decorative INTEGER NOT NULL DEFAULT 0;
