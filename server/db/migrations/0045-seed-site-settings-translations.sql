-- pinned: cde80885aab572894120e0a1649eebb2be17abe2ba0ca0b7338290290d787198
-- The Site settings' words visitors read in Marathi and Hindi (docs/languages.md, docs/pages.md, which the company must
-- review) for a site that was running before they were translatable: the tagline (the home page's heading), the
-- WhatsApp opening message and the office hours, as server/db/seed-translations.json held them when this shipped, each
-- with the English it was written from. As migrations 41 and 43: kept only where that field's English is still exactly
-- that English, and never over a translation already there. Written out in full: the seed file may change, this may not.
WITH
  seed (kind, item_id, field, en, mr, hi) AS (VALUES
    ('site-settings', 1, 'tagline',
     'Trusted Tally 5-Star Partner & ERP Experts',
     'विश्वासू Tally 5-स्टार पार्टनर आणि ERP तज्ज्ञ',
     'भरोसेमंद Tally 5-स्टार पार्टनर और ERP विशेषज्ञ'),
    ('site-settings', 1, 'whatsapp_message',
     'Hi, I want to know more about your offerings.',
     'नमस्कार, मला तुमच्या सेवांबद्दल अधिक माहिती हवी आहे.',
     'नमस्ते, मुझे आपकी सेवाओं के बारे में और जानकारी चाहिए।'),
    ('site-settings', 1, 'office_hours',
     'Monday to Saturday, 10:00 to 19:00 IST',
     'सोमवार ते शनिवार, 10:00 ते 19:00 IST',
     'सोमवार से शनिवार, 10:00 से 19:00 IST')
  ),
  english (kind, item_id, field, en) AS (
    SELECT 'site-settings', id, 'tagline', tagline FROM site_settings UNION ALL
    SELECT 'site-settings', id, 'whatsapp_message', whatsapp_message FROM site_settings UNION ALL
    SELECT 'site-settings', id, 'office_hours', office_hours FROM site_settings
  ),
  languages (lang) AS (VALUES ('mr'), ('hi'))
INSERT INTO translations (kind, item_id, lang, field, value, source, updated_at, updated_by)
SELECT seed.kind, seed.item_id, languages.lang, seed.field, CASE languages.lang WHEN 'mr' THEN seed.mr ELSE seed.hi END, seed.en,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'seed'
FROM seed
JOIN english ON english.kind = seed.kind AND english.item_id = seed.item_id AND english.field = seed.field AND english.en = seed.en
CROSS JOIN languages
WHERE true
ON CONFLICT (kind, item_id, lang, field) DO NOTHING;
