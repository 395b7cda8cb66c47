-- pinned: 8ecf7033617ff17cf1b400a1903ed1add07896ea06f84d5bb4b1e1a8a245eb5b
-- Forms staff build (common/kinds/forms.ts): each form's fields are a JSON list in its row, in order. An answer to a
-- form is an enquiry: it records the form (its id, and its name then, kept when the form is deleted) and the answers
-- as JSON in the form's order (common/form-rules.ts's FormAnswer), their text in project_brief for search and export.
CREATE TABLE forms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  fields TEXT NOT NULL DEFAULT '[]',
  submit_label TEXT NOT NULL,
  confirmation TEXT NOT NULL,
  redirect TEXT NOT NULL DEFAULT '',
  notify TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX forms_order ON forms (sort_order, id);
ALTER TABLE enquiries ADD COLUMN form_id INTEGER;
ALTER TABLE enquiries ADD COLUMN form_name TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN answers TEXT NOT NULL DEFAULT '';
CREATE INDEX enquiries_form ON enquiries (form_id, received_at);
