
      ALTER TABLE services ADD COLUMN image_focus TEXT NOT NULL DEFAULT '50% 50%';
      ALTER TABLE service_sections ADD COLUMN image_focus TEXT NOT NULL DEFAULT '50% 50%';
    