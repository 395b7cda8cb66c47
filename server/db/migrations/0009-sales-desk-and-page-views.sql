ALTER TABLE enquiries ADD COLUMN service_name TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN plan_name TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN assigned_to INTEGER REFERENCES staff_accounts(id) ON DELETE SET NULL;
ALTER TABLE enquiries ADD COLUMN follow_up_on TEXT;
CREATE INDEX enquiries_by_assignee ON enquiries(assigned_to);
CREATE INDEX enquiries_by_follow_up ON enquiries(follow_up_on);
CREATE TABLE page_views (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, path)
      ) WITHOUT ROWID;