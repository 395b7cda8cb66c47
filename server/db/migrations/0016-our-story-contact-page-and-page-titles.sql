
      CREATE TABLE our_story_stats (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        value TEXT NOT NULL,
        label TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE why_dexterity_points (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        text TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE how_we_work_steps (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE page_meta (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        path TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        subtitle TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE our_story (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        intro_eyebrow TEXT NOT NULL,
        intro_title TEXT NOT NULL,
        intro_text TEXT NOT NULL,
        intro_link TEXT NOT NULL,
        stats_title TEXT NOT NULL,
        why_eyebrow TEXT NOT NULL,
        why_title TEXT NOT NULL,
        why_text TEXT NOT NULL,
        why_button TEXT NOT NULL,
        purpose_eyebrow TEXT NOT NULL,
        purpose_title TEXT NOT NULL,
        goal_title TEXT NOT NULL,
        goal_text TEXT NOT NULL,
        mission_title TEXT NOT NULL,
        mission_text TEXT NOT NULL,
        vision_title TEXT NOT NULL,
        vision_text TEXT NOT NULL,
        steps_eyebrow TEXT NOT NULL,
        steps_title TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE contact_page (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        eyebrow TEXT NOT NULL,
        heading TEXT NOT NULL,
        intro TEXT NOT NULL,
        email_label TEXT NOT NULL,
        phone_label TEXT NOT NULL,
        address_label TEXT NOT NULL,
        hours_label TEXT NOT NULL,
        form_title TEXT NOT NULL,
        form_intro TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      INSERT INTO our_story_stats (id, value, label, sort_order) VALUES
        (1, '200+', 'Years of combined ERP expertise', 0),
        (2, '5K+', 'Satisfied clients', 1),
        (3, '2K+', 'Projects delivered', 2),
        (4, '50+', 'Business segments', 3);
      INSERT INTO why_dexterity_points (id, text, sort_order) VALUES
        (1, 'Certified Tally 5-Star partner since 2011', 0),
        (2, 'Experience across 100+ business verticals', 1),
        (3, 'A proven 6-step ERP implementation process', 2),
        (4, 'In-house TDL developers for custom solutions', 3),
        (5, 'Secure Tally on Cloud with daily backups', 4),
        (6, 'Local support and training in Pune', 5);
      INSERT INTO how_we_work_steps (id, title, text, sort_order) VALUES
        (1, 'Research', 'We study your business, your people and your current books before recommending anything.', 0),
        (2, 'Idea Generate', 'We turn what we learn into a clear plan: licences, configuration, customisations and timeline.', 1),
        (3, 'Implementation', 'We set it up, migrate your data, train your team and stay with you well after go-live.', 2);
      INSERT INTO page_meta (id, path, title, description, subtitle, sort_order) VALUES
        (1, '/', 'Dexterity | Trusted Tally 5-Star Partner & ERP Experts in Pune', 'Dexterity is a certified Tally 5-Star partner in Pune since 2011: TallyPrime licences, ERP consultation, Tally customisation, Tally on Cloud and corporate training for small and medium businesses.', 'Tally, ERP and cloud accounting for growing businesses in Pune and across India.', 0),
        (2, '/about', 'Our Story', 'How Dexterity has helped businesses in Pune run on Tally since 2011: our goal, mission, vision and the way we work.', 'Certified Tally 5-Star partner since 2011, serving 100+ business verticals.', 1),
        (3, '/service', 'Our Offerings', 'TallyPrime licences, ERP consultation, Tally developments, cloud services and corporate trainings from Dexterity, Pune.', 'Products, services and solutions that keep your books, stock and compliance in order.', 2),
        (4, '/contact', 'Contact', 'Call, e-mail or visit Dexterity in Shivajinagar, Pune, or send us your requirement through the form.', 'Tell us about your business and we will get back within one working day.', 3),
        (5, '/privacy', 'Privacy Notice', 'What Dexterity collects through its contact form, why, how long it is kept, and how to ask for erasure under the DPDP Act 2023.', 'What we collect when you write to us, and what you can ask of us.', 4);
      INSERT INTO our_story (id, intro_eyebrow, intro_title, intro_text, intro_link, stats_title, why_eyebrow, why_title, why_text, why_button, purpose_eyebrow, purpose_title, goal_title, goal_text, mission_title, mission_text, vision_title, vision_text, steps_eyebrow, steps_title) VALUES (1,
        'Who we are',
        'Helping businesses run on Tally since 2011',
        'Dexterity started in Pune in 2011 with a simple idea: accounting software only pays off when it is set up around the way a business really works. The same year we became a certified Tally partner, and we have held Tally’s 5-Star rating ever since.' || char(10, 10) || 'Today our consultants, TDL developers and trainers look after businesses in more than 100 verticals — from single-shop traders to multi-branch manufacturers — with Tally software and services, ERP consultation, Tally developments, cloud services and corporate trainings.',
        'See Our Services',
        'Dexterity in numbers',
        'Why choose us',
        'Why Dexterity',
        'Businesses stay with us for years because we treat their books as carefully as our own.',
        'More about Dexterity',
        'What drives us',
        'Our goal, mission and vision',
        'Our Goal',
        'Give every growing business accurate books, timely compliance and reports it can act on — without needing an IT department.',
        'Our Mission',
        'Deliver Tally and ERP solutions that are set up right, explained clearly and supported for as long as our clients use them.',
        'Our Vision',
        'Be the partner small and medium businesses across India trust first for accounting, ERP and the technology around it.',
        'Our approach',
        'How we work');
      INSERT INTO contact_page (id, eyebrow, heading, intro, email_label, phone_label, address_label, hours_label, form_title, form_intro) VALUES (1,
        'Contact',
        'Get in touch for more information and support',
        'Call, write or visit our office in Shivajinagar. For a quote or a demo, send us a few lines about your business and a certified consultant will get back to you within one working day.',
        'Email us',
        'Call us',
        'Visit us',
        'Office hours',
        'Send us your requirement',
        'Tell us what you are looking for: a licence, an implementation, cloud hosting, customisation or training.');
    