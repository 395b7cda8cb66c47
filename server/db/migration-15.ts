// Migration 15: the home page's copy as content (common/content-model/home-kinds.ts). One row of single
// texts (home) and three ordered lists (hero_slides, statistics, faq_items), holding the texts the page
// showed when they were written in the site's code: its built-in copy (common/content/home-copy.ts), which
// the page still shows when its content cannot be read. The tables' columns are written out below as they
// were made (later migrations add to them: migration 19 a slide's own picture). Written once; what it does
// to a database never changes (see ./migrations.ts).
import type { HomeCopy } from '../../common/api-contract.ts';
import { builtInHomeCopy } from '../../common/content/home-copy.ts';

import type { Migration } from './migrations.ts';

/** The home row's columns, each a text, in their order. */
const HOME_COLUMNS = [
  'hero_primary_cta', 'hero_secondary_cta',
  'about_eyebrow', 'about_title', 'about_text', 'about_points', 'about_link', 'about_image_alt',
  'offerings_eyebrow', 'offerings_title', 'offerings_text',
  'products_offering', 'products_title', 'products_text', 'products_points', 'products_link',
  'services_offering', 'services_title', 'services_text', 'services_points', 'services_link',
  'solutions_offering', 'solutions_title', 'solutions_text', 'solutions_points', 'solutions_link',
  'why_eyebrow', 'why_title', 'why_text', 'why_points', 'why_button', 'why_process_title', 'why_process_label', 'why_process',
  'statistics_title',
  'video_eyebrow', 'video_title', 'video_text', 'video_id', 'video_name', 'video_image_alt',
  'faq_eyebrow', 'faq_title', 'faq_text',
  'pricing_eyebrow', 'pricing_title', 'pricing_text',
  'cta_title', 'cta_text', 'cta_button',
] as const satisfies readonly (keyof HomeCopy)[];

const SLIDE_COLUMNS = ['mini_title', 'title', 'text', 'picture', 'image_alt'] as const;
const STATISTIC_COLUMNS = ['value', 'label'] as const;
const FAQ_COLUMNS = ['question', 'answer'] as const;

/** A record's values in these columns, as the tables store them: texts as they are, the steps as JSON. */
function rowOf<T extends object>(record: T, columns: readonly (keyof T & string)[]): Record<string, string> {
  return Object.fromEntries(
    columns.map((column) => {
      const value: unknown = record[column];
      return [column, typeof value === 'string' ? value : JSON.stringify(value)];
    }),
  );
}

/** A text as an SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The INSERT of constant rows, each with its id and place. */
function insert(table: string, rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0]!);
  const values = rows.map((row, index) => `(${index + 1}, ${columns.map((name) => literal(row[name]!)).join(', ')}, ${index})`);
  return `INSERT INTO ${table} (id, ${columns.join(', ')}, sort_order) VALUES\n${values.join(',\n')};`;
}

/** A table of text fields, as every kind's: its id, its fields, its place and its version; one row only for the document. */
const table = (name: string, columns: readonly string[], single = false) => `
  CREATE TABLE ${name} (
    id INTEGER PRIMARY KEY${single ? ' CHECK (id = 1)' : ' AUTOINCREMENT'},
    ${columns.map((column) => `${column} TEXT NOT NULL`).join(',\n    ')},
    sort_order INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 1
  );`;

export const migration15: readonly Migration[] = [
  {
    id: 15,
    name: 'home page copy',
    sql: [
      table('home', HOME_COLUMNS, true),
      table('hero_slides', SLIDE_COLUMNS),
      table('statistics', STATISTIC_COLUMNS),
      table('faq_items', FAQ_COLUMNS),
      'CREATE INDEX hero_slides_order ON hero_slides(sort_order, id);',
      'CREATE INDEX statistics_order ON statistics(sort_order, id);',
      'CREATE INDEX faq_items_order ON faq_items(sort_order, id);',
      insert('home', [rowOf(builtInHomeCopy, HOME_COLUMNS)]),
      insert('hero_slides', builtInHomeCopy.hero_slides.map((slide) => rowOf(slide, SLIDE_COLUMNS))),
      insert('statistics', builtInHomeCopy.statistics.map((statistic) => rowOf(statistic, STATISTIC_COLUMNS))),
      insert('faq_items', builtInHomeCopy.faq.map((item) => rowOf(item, FAQ_COLUMNS))),
    ].join('\n'),
  },
];
