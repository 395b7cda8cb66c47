-- pinned: f63a627aa3008216ac76d821a16e37849618f2d775da140492cdb83a5f0d5260
-- A draft sets its page's or article's take-down only when a save set one (take_down_set = 1). Until then (0) it
-- follows the live item's: it shows that one, and publishing the draft leaves a take-down set on the live item after
-- the draft was made as it is (it used to put back the copy the draft took when it was made). A draft whose copy is
-- still the live item's follows it from now on; one whose take-down differs was set by a save and keeps it.
ALTER TABLE content_drafts ADD COLUMN take_down_set INTEGER NOT NULL DEFAULT 1 CHECK (take_down_set IN (0, 1));
UPDATE content_drafts SET take_down_set = 0, unpublish_at = NULL, unpublish_to = NULL
  WHERE item_id IS NOT NULL
    AND unpublish_at IS (SELECT at FROM content_take_downs t WHERE t.kind = content_drafts.kind AND t.item_id = content_drafts.item_id)
    AND unpublish_to IS (SELECT send_to FROM content_take_downs t WHERE t.kind = content_drafts.kind AND t.item_id = content_drafts.item_id);
