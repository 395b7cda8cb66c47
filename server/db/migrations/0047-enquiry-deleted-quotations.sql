-- pinned: 2afb4678338fd8715e3bd2c8cfecde299e516e87c544420b0f79615f49552532
-- A quotation holds its buyer's name, e-mail, phone, business and GSTIN, and its private link and PDF show them to
-- whoever has the link: it goes with its enquiry, every revision, as the enquiry's notes and files do. So a quotation
-- is deleted when its enquiry is — deleted by staff, removed by the retention period, or erased at the person's request
-- (docs/quotations.md); its link then answers the site's 404 page. Deleted, not kept without the buyer: the reports
-- already lose a deleted enquiry, and a quotation counted without its lead would not match them. Quotations whose
-- enquiry went before this are deleted here. The year's serials stay (quotation_serials): a number is never given twice.
CREATE TRIGGER enquiry_deleted_quotations AFTER DELETE ON enquiries
BEGIN
  DELETE FROM quotations WHERE enquiry_id = OLD.id;
END;
DELETE FROM quotations WHERE enquiry_id IS NULL OR enquiry_id NOT IN (SELECT id FROM enquiries);
