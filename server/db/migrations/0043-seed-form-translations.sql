-- pinned: 6c431b20c5305336ed33e0395a786e069fe8a768c794b4daf434e7c45f4297c3
-- The seed form's words in Marathi and Hindi (issue #54; docs/languages.md, docs/pages.md, which the company must review)
-- for a site that was running before a form's words were translatable: its labels, help, choices (line for line), button
-- and confirmation, as server/db/seed-translations.json held them when this shipped, each with the English it was
-- written from. As migration 41: kept only where the form is there and that field's English -- a field of one of its
-- fields is read at its place in the list (`fields.2.label`: the third field's label) -- is still exactly that English,
-- and never over a translation already there. Written out in full: the seed file may change, this may not.
WITH
  seed (kind, item_id, field, en, mr, hi) AS (VALUES
    ('forms', 1, 'fields.0.label',
     'Your name',
     'तुमचे नाव',
     'आपका नाम'),
    ('forms', 1, 'fields.1.label',
     'Company',
     'कंपनी',
     'कंपनी'),
    ('forms', 1, 'fields.2.label',
     'Phone',
     'फोन',
     'फ़ोन'),
    ('forms', 1, 'fields.2.help',
     'We call to confirm the batch.',
     'बॅच निश्चित करण्यासाठी आम्ही तुम्हाला फोन करू.',
     'बैच पक्का करने के लिए हम आपको फ़ोन करेंगे।'),
    ('forms', 1, 'fields.3.label',
     'E-mail',
     'ई-मेल',
     'ई-मेल'),
    ('forms', 1, 'fields.4.label',
     'Training',
     'प्रशिक्षण',
     'ट्रेनिंग'),
    ('forms', 1, 'fields.4.options',
     'TallyPrime essentials
GST in TallyPrime
Payroll in TallyPrime',
     'TallyPrime ची मूलतत्त्वे
TallyPrime मध्ये GST
TallyPrime मध्ये पगारपत्रक',
     'TallyPrime की बुनियादी बातें
TallyPrime में GST
TallyPrime में पेरोल'),
    ('forms', 1, 'fields.5.label',
     'Batch date',
     'बॅचची तारीख',
     'बैच की तारीख़'),
    ('forms', 1, 'fields.5.help',
     'The Monday of the week you would like to start.',
     'ज्या आठवड्यात सुरुवात करायची आहे, त्या आठवड्याचा सोमवार.',
     'जिस हफ़्ते शुरू करना चाहते हैं, उस हफ़्ते का सोमवार।'),
    ('forms', 1, 'fields.6.label',
     'Seats',
     'जागा',
     'सीटें'),
    ('forms', 1, 'fields.7.label',
     'Anything we should know?',
     'आम्हाला आणखी काही सांगायचे आहे का?',
     'कुछ और जो हमें जानना चाहिए?'),
    ('forms', 1, 'submit_label',
     'Book my seats',
     'माझ्या जागा राखून ठेवा',
     'मेरी सीटें बुक करें'),
    ('forms', 1, 'confirmation',
     'Thank you! We will call you within one working day to confirm your batch and seats.',
     'धन्यवाद! तुमची बॅच आणि जागा निश्चित करण्यासाठी आम्ही एका कामकाजाच्या दिवसात तुम्हाला फोन करू.',
     'धन्यवाद! आपका बैच और सीटें पक्की करने के लिए हम एक कामकाजी दिन के भीतर आपको फ़ोन करेंगे।')
  ),
  english (kind, item_id, field, en) AS (
    SELECT 'forms', id, 'fields.0.label', json_extract(fields, '$[0].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.1.label', json_extract(fields, '$[1].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.2.label', json_extract(fields, '$[2].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.2.help', json_extract(fields, '$[2].help') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.3.label', json_extract(fields, '$[3].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.4.label', json_extract(fields, '$[4].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.4.options', json_extract(fields, '$[4].options') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.5.label', json_extract(fields, '$[5].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.5.help', json_extract(fields, '$[5].help') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.6.label', json_extract(fields, '$[6].label') FROM forms UNION ALL
    SELECT 'forms', id, 'fields.7.label', json_extract(fields, '$[7].label') FROM forms UNION ALL
    SELECT 'forms', id, 'submit_label', "submit_label" FROM forms UNION ALL
    SELECT 'forms', id, 'confirmation', "confirmation" FROM forms
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
