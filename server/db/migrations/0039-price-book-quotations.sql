-- pinned: 0202511ed03857f1bf8bed02aa2ac01214f52dc7eb4ac14f6a57f3e900b5125c
-- The price book and instant quotations (docs/quotations.md). The price book is a kind (common/kinds/price-book.ts):
-- prices in rupees, GST rates by date and quantity tiers as JSON lists, the services offering an item as a JSON array of
-- ids. A quotation is not content: it is kept as it was made, its lines and totals as JSON (common/quotation.ts), so a
-- later price or rate never changes it. Its number is its year and a serial that only grows (quotation_serials), never
-- reused; a revision keeps the number and adds -R1, -R2. Its private link is a random token. The company's GSTIN, the
-- quotations' terms and how many days they hold are a document of their own (quotation_settings), which visitors' pages
-- never read; its row holds what the seed holds, which the company must confirm (docs/pages.md). No item is added here: a
-- site that was running gets no price the company has not confirmed, a new one the seed's.
CREATE TABLE price_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  hsn_sac TEXT NOT NULL,
  unit TEXT NOT NULL,
  price REAL NOT NULL,
  gst_rates TEXT NOT NULL DEFAULT '[]',
  tiers TEXT NOT NULL DEFAULT '[]',
  service_ids TEXT NOT NULL DEFAULT '[]',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX price_items_order ON price_items (sort_order, id);
CREATE TABLE quotation_serials (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
);
CREATE TABLE quotations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  year INTEGER NOT NULL,
  serial INTEGER NOT NULL,
  revision INTEGER NOT NULL DEFAULT 0,
  token TEXT NOT NULL,
  enquiry_id INTEGER,
  status TEXT NOT NULL DEFAULT 'sent',
  total_paise INTEGER NOT NULL,
  document TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (year, serial, revision)
);
CREATE UNIQUE INDEX quotations_token ON quotations (token);
CREATE INDEX quotations_enquiry ON quotations (enquiry_id);
CREATE INDEX quotations_made ON quotations (created_at);
CREATE TABLE quotation_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  gstin TEXT NOT NULL,
  valid_days INTEGER NOT NULL,
  terms TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO quotation_settings (id, gstin, valid_days, terms) VALUES (1, '27AAHFD4821K1ZC', 15,
  'Prices are in Indian rupees; GST is charged as shown.' || char(10) || 'Payment: 100% with the order, by bank transfer or UPI, for licences and renewals; 50% with the order and 50% on delivery for customisation and training.' || char(10) || 'Licences are activated within one working day of payment. Training dates are agreed with you.' || char(10) || 'This quotation is not an invoice. The tax invoice is issued on payment.');
