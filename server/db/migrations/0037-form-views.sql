-- pinned: 164412fbf5af19f6b42c374dca96abe089e12fae8e96b01443fd3a65d3e6c658
-- Reports per form (docs/forms.md): how many times each form was shown and begun, per India day, counted as page views
-- are (first-party, cookieless, nothing about the visitor). form_id 0 is the contact form, the default form; a deleted
-- form's counts stay, named by its answers.
CREATE TABLE form_views (
  day TEXT NOT NULL,
  form_id INTEGER NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  starts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, form_id)
) WITHOUT ROWID;
