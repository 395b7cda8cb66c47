// Migration 17: a focal point beside each picture of a service and of a service section
// (common/content-model/kinds.ts, `image_focus`): where the site crops the picture, this point stays in
// view. Every picture starts centred.
import type { Migration } from './migrations.ts';

export const migration17: readonly Migration[] = [
  {
    id: 17,
    name: 'picture focal points',
    sql: `
      ALTER TABLE services ADD COLUMN image_focus TEXT NOT NULL DEFAULT '50% 50%';
      ALTER TABLE service_sections ADD COLUMN image_focus TEXT NOT NULL DEFAULT '50% 50%';
    `,
  },
];
