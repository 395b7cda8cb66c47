
  CREATE TABLE home (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    hero_primary_cta TEXT NOT NULL,
    hero_secondary_cta TEXT NOT NULL,
    about_eyebrow TEXT NOT NULL,
    about_title TEXT NOT NULL,
    about_text TEXT NOT NULL,
    about_points TEXT NOT NULL,
    about_link TEXT NOT NULL,
    about_image_alt TEXT NOT NULL,
    offerings_eyebrow TEXT NOT NULL,
    offerings_title TEXT NOT NULL,
    offerings_text TEXT NOT NULL,
    products_offering TEXT NOT NULL,
    products_title TEXT NOT NULL,
    products_text TEXT NOT NULL,
    products_points TEXT NOT NULL,
    products_link TEXT NOT NULL,
    services_offering TEXT NOT NULL,
    services_title TEXT NOT NULL,
    services_text TEXT NOT NULL,
    services_points TEXT NOT NULL,
    services_link TEXT NOT NULL,
    solutions_offering TEXT NOT NULL,
    solutions_title TEXT NOT NULL,
    solutions_text TEXT NOT NULL,
    solutions_points TEXT NOT NULL,
    solutions_link TEXT NOT NULL,
    why_eyebrow TEXT NOT NULL,
    why_title TEXT NOT NULL,
    why_text TEXT NOT NULL,
    why_points TEXT NOT NULL,
    why_button TEXT NOT NULL,
    why_process_title TEXT NOT NULL,
    why_process_label TEXT NOT NULL,
    why_process TEXT NOT NULL,
    statistics_title TEXT NOT NULL,
    video_eyebrow TEXT NOT NULL,
    video_title TEXT NOT NULL,
    video_text TEXT NOT NULL,
    video_id TEXT NOT NULL,
    video_name TEXT NOT NULL,
    video_image_alt TEXT NOT NULL,
    faq_eyebrow TEXT NOT NULL,
    faq_title TEXT NOT NULL,
    faq_text TEXT NOT NULL,
    pricing_eyebrow TEXT NOT NULL,
    pricing_title TEXT NOT NULL,
    pricing_text TEXT NOT NULL,
    cta_title TEXT NOT NULL,
    cta_text TEXT NOT NULL,
    cta_button TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1
  );

  CREATE TABLE hero_slides (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    mini_title TEXT NOT NULL,
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    picture TEXT NOT NULL,
    image_alt TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1
  );

  CREATE TABLE statistics (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    value TEXT NOT NULL,
    label TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1
  );

  CREATE TABLE faq_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    question TEXT NOT NULL,
    answer TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1
  );
CREATE INDEX hero_slides_order ON hero_slides(sort_order, id);
CREATE INDEX statistics_order ON statistics(sort_order, id);
CREATE INDEX faq_items_order ON faq_items(sort_order, id);
INSERT INTO home (id, hero_primary_cta, hero_secondary_cta, about_eyebrow, about_title, about_text, about_points, about_link, about_image_alt, offerings_eyebrow, offerings_title, offerings_text, products_offering, products_title, products_text, products_points, products_link, services_offering, services_title, services_text, services_points, services_link, solutions_offering, solutions_title, solutions_text, solutions_points, solutions_link, why_eyebrow, why_title, why_text, why_points, why_button, why_process_title, why_process_label, why_process, statistics_title, video_eyebrow, video_title, video_text, video_id, video_name, video_image_alt, faq_eyebrow, faq_title, faq_text, pricing_eyebrow, pricing_title, pricing_text, cta_title, cta_text, cta_button, sort_order) VALUES
(1, 'Talk to an expert', 'Explore our offerings', 'About Us', 'Pune’s Tally and ERP partner since 2011', 'Dexterity is a certified Tally 5-Star partner. Since 2011 we have helped small and medium businesses choose, set up and run TallyPrime — and grow into full ERP when they are ready.

Manufacturers, traders, distributors, retailers, pharma, construction and service firms: we have configured Tally for more than 100 business verticals, so we speak your industry’s language before the first meeting ends.', 'Certified Tally 5-Star partner since 2011
100+ business verticals served
A proven 6-step ERP implementation process
Consultants, developers and trainers under one roof', 'Our Story', 'Dexterity consultants beside the Tally 5-Star partner badge, since 2011', 'Our Offerings', 'Everything your business needs to run on Tally', 'Software, expertise and custom development from one accountable partner.', 'Tally Software & Services', 'Products', 'Genuine Tally software, installed and activated for you.', 'TallyPrime Silver and Gold licences
TallyPrime Server for large teams
Renewals (TSS) and add-ons', 'See products', 'ERP Consultation', 'Services', 'Certified consultants from selection to support.', 'ERP consultation and implementation
Tally on Cloud and data migration
Annual support and corporate trainings', 'See services', 'Tally Developments', 'Solutions', 'Tally developments shaped around your process.', 'Custom TDL reports and invoice formats
Approval workflows and controls
Integrations with e-commerce and banking', 'See solutions', 'Why Dexterity', 'A partner that stays after go-live', 'Software is the easy part. What makes an implementation work is understanding how your business really runs — and being there when the GST rules change or your team grows. That is what we have done, every day, since 2011.', 'Certified consultants who know Tally inside out
Fixed scope and clear pricing before we start
Local support team in Pune, on call and on site
Your data migrated and checked, not just copied', 'Learn more about us', 'Our 6-step ERP implementation process', 'The six implementation steps', '[{"Requirement study":"We sit with your accounts, stores and sales teams to map how work really flows today."},{"Solution design":"A written blueprint: masters, voucher types, reports, controls and the licences you need."},{"Configuration & customisation":"TallyPrime set up to the blueprint, with TDL customisations where standard features stop."},{"Data migration":"Opening balances, masters and history moved across and reconciled before you switch."},{"Training & go-live":"Role-wise training for every user, then a supervised go-live on a date that suits you."},{"Support & review":"Hand-holding after launch and periodic reviews as your business and the rules change."}]', 'Dexterity in numbers', 'See us at work', 'How a TallyPrime implementation comes together', 'Two minutes on how we take a business from spreadsheets to a live, GST-ready TallyPrime.', 'aqz-KE-bpKQ', 'How Dexterity implements TallyPrime', 'A Dexterity consultant reviewing a TallyPrime dashboard with a client', 'FAQ', 'Questions we are asked every week', 'Straight answers about Tally, licences, GST, cloud, customisation, training and support.', 'Pricing', 'Plans that grow with your business', 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.', 'Ready to simplify your accounting?', 'Tell us about your business and a certified consultant will call you back within one working day.', 'Contact Us', 0);
INSERT INTO hero_slides (id, mini_title, title, text, picture, image_alt, sort_order) VALUES
(1, 'Certified Tally 5-Star partner since 2011', 'TallyPrime, set up right from day one', 'Licences, installation, data migration and GST-ready configuration, handled by certified consultants who have done it for hundreds of businesses.', 'ledger', 'A TallyPrime ledger with GST-ready vouchers and a verified return', 0),
(2, 'ERP consultation', 'An ERP roll-out that fits the way you work', 'Our 6-step implementation process takes you from requirement study to go-live and support, without stopping your daily operations.', 'dashboard', 'An ERP dashboard with sales, stock and cash-flow charts', 1),
(3, 'Cloud services', 'Your Tally data, secure and reachable anywhere', 'Tally on Cloud with encrypted access, automatic backups and one set of books for every branch, your auditor and people on the move.', 'cloud', 'Tally on Cloud: secure servers reached from a laptop and a phone', 2),
(4, 'Corporate trainings', 'Accounts teams that get the most out of Tally', 'Hands-on TallyPrime, GST and payroll training for your staff, from the first voucher to year-end closing, at your office or ours.', 'classroom', 'A trainer presenting TallyPrime reports to a class of accountants', 3);
INSERT INTO statistics (id, value, label, sort_order) VALUES
(1, '200+', 'Years of combined ERP expertise', 0),
(2, '5K+', 'Satisfied clients', 1),
(3, '2K+', 'Projects delivered', 2),
(4, '50+', 'Business segments', 3);
INSERT INTO faq_items (id, question, answer, sort_order) VALUES
(1, 'What does it mean that Dexterity is a Tally 5-Star partner?', 'Tally Solutions rates its partners on certified staff, customer satisfaction and the quality of their implementations. 5-Star is the highest rating, and we have held it since 2011. For you it means trained consultants, genuine licences and direct escalation to Tally when needed.', 0),
(2, 'Which TallyPrime licence do I need: Silver or Gold?', 'Silver is a single-user licence for one computer. Gold allows unlimited users on a local network at the same time. If more than one person enters vouchers or you have a branch, Gold is usually the better value. We will recommend the right one after a short call.', 1),
(3, 'Is TallyPrime ready for GST, e-invoicing and e-way bills?', 'Yes. TallyPrime files GSTR-1 and GSTR-3B data, generates e-invoices with IRN and QR code, and creates e-way bills from the invoice itself. We configure tax rates, HSN/SAC codes and ledgers correctly so your returns reconcile the first time.', 2),
(4, 'Can I use Tally from home or another branch?', 'Yes, with Tally on Cloud. Your company data lives on a secure, backed-up server and your team opens the same books from any computer with internet access, with separate logins and rights for each user. No VPN or office server to maintain.', 3),
(5, 'How safe is my data on the cloud?', 'Connections are encrypted, every user has a personal login, and data is backed up automatically every day. You can download a copy of your company data at any time — it always remains yours.', 4),
(6, 'Can Tally be customised for my business?', 'Yes. With TDL (Tally Definition Language) we build custom invoice and report formats, extra fields, approval steps, alerts and integrations with your website, e-commerce store or bank. Customisations are tested on your data and survive TallyPrime upgrades.', 5),
(7, 'How long does a TallyPrime or ERP implementation take?', 'A standard TallyPrime set-up with data migration takes a few days. A multi-branch ERP roll-out following our 6-step process usually takes four to eight weeks, depending on customisation and how much history we migrate.', 6),
(8, 'Do you move my data from spreadsheets or another software?', 'Yes. We migrate masters, opening balances and transaction history from Excel, older Tally versions and most other accounting packages, then reconcile the balances with you before you go live.', 7),
(9, 'Do you offer training for our accounts team?', 'Yes. We run corporate trainings on TallyPrime, GST, payroll and inventory, at your office or ours, from basics to advanced reporting. Every batch gets practice data and notes to keep.', 8),
(10, 'What support do I get after go-live?', 'Every implementation includes a hand-holding period. After that, an annual support plan gives you phone and remote help, on-site visits when needed, and TSS renewal so you always run the latest, compliant TallyPrime release.', 9);