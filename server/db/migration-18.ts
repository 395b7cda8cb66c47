// Migration 18: the company's tagline joins Site settings (common/content-model/site-settings-kind.ts): the
// home page's heading and the line beside the name on share pictures, until now in code.
import type { Migration } from './migrations.ts';

export const migration18: readonly Migration[] = [
  {
    id: 18,
    name: 'site settings tagline',
    sql: `ALTER TABLE site_settings ADD COLUMN tagline TEXT NOT NULL DEFAULT 'Trusted Tally 5-Star Partner & ERP Experts';`,
  },
];
