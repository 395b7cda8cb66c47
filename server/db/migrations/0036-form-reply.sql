-- pinned: b34db400e69987d92cb9bd2a127e7acd8abcdb4f8ee04ab792a8f3c4eb2bb2b1
-- A form's reply to the visitor (docs/forms.md): e-mailed to the address the visitor gave, once the answers are in.
ALTER TABLE forms ADD COLUMN reply TEXT NOT NULL DEFAULT '';
