ALTER TABLE pricing_plans ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency IN ('INR', 'USD'));
ALTER TABLE pricing_plans ADD COLUMN excludes_gst INTEGER NOT NULL DEFAULT 0 CHECK (excludes_gst IN (0, 1));
ALTER TABLE pricing_plans ADD COLUMN service_id INTEGER REFERENCES services(id) ON DELETE CASCADE;
CREATE INDEX pricing_plans_by_service ON pricing_plans(service_id, sort_order);