-- Authors of articles (docs/insights.md): each staff account has the name the site shows for them (set on My
-- account; empty: none yet), and each article the e-mail of the staff account that first created it (empty:
-- none, as for an article imported or made from the terminal). The public pages show the account's name of the
-- day, never the e-mail; an article whose author has no name, or no account any more, shows no byline.
ALTER TABLE staff_accounts ADD COLUMN display_name TEXT NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN author_email TEXT NOT NULL DEFAULT '';
