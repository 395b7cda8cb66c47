-- pinned: cd91e6e6e685c44eb3eebcd412bf2d1452e243557979a10dc3e7fc95470a21c3
-- Recently deleted finds the entries that went with another (a page's menu entries, docs/staff-area.md) by the entry
-- they went with, for each page of its list and for each entry brought back: an index on that column, so that the
-- lookup costs its answer rather than a read of every entry in the trash.
CREATE INDEX content_trash_by_with_entry ON content_trash(with_entry) WHERE with_entry IS NOT NULL;
