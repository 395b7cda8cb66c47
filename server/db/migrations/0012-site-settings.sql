
      CREATE TABLE site_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        company_name TEXT NOT NULL,
        legal_name TEXT NOT NULL,
        partner_since INTEGER NOT NULL,
        phone TEXT NOT NULL,
        phone_2 TEXT NOT NULL,
        email TEXT NOT NULL,
        street TEXT NOT NULL,
        locality TEXT NOT NULL,
        region TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        whatsapp_number TEXT NOT NULL,
        whatsapp_message TEXT NOT NULL,
        linkedin_url TEXT NOT NULL,
        instagram_url TEXT NOT NULL,
        map_embed_url TEXT NOT NULL,
        office_hours TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      INSERT INTO site_settings (id, company_name, legal_name, partner_since, phone, phone_2, email, street, locality, region,
        postal_code, whatsapp_number, whatsapp_message, linkedin_url, instagram_url, map_embed_url, office_hours)
      VALUES (1, 'Dexterity', 'Dexterity Consultants', 2011, '+91 98220 45110', '+91 20 2553 4110',
        'info@dexterityconsultants.in', 'Office 402, Shreenath Plaza, Jangali Maharaj Road, Shivajinagar', 'Pune', 'Maharashtra', '411005',
        '919822045110', 'Hi, I want to know more about your offerings.', 'https://www.linkedin.com/company/dexterity-consultants',
        'https://www.instagram.com/dexterity.consultants',
        'https://www.google.com/maps?q=Jangali+Maharaj+Road,+Shivajinagar,+Pune+411005&output=embed', 'Monday to Saturday, 10:00 to 19:00 IST');
    