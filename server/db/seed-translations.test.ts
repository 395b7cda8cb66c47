// The company's words in Marathi and Hindi (seed-translations.json; docs/pages.md lists them for the company to review):
// they cover every translatable field of the seed that has English (articles aside), each within its field's length, in
// Devanagari with Western digits and the brand names in Latin; a new database has them, translated; a site that was
// running gets them from migrations 41, 43, 45, 49 and 50 only where its English is still the seed's, and keeps the
// translations it had.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { textAt, translatableAt } from '../../common/content-model/translated-fields.ts';
import { DOCUMENT_ID, KINDS, isDocument, kindNamed, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { walkDocument } from '../../common/content-model/schema.ts';
import { TRANSLATED_LANGUAGES } from '../../common/translation-states.ts';
import { openContentStore, openDatabase } from '../content/service.ts';
import { searchSite } from '../search/index.ts';
import { translatableFieldsOf, translationOf } from '../translations/service.ts';

import { ContentStore } from './content-store.ts';
import { viewById } from './content-items.ts';
import { readSeedContent, type SqliteDatabase } from './database.ts';
import { migrations } from './migrations.ts';
import { readSeedTranslations, SEED_AUTHOR } from './seed-translations.ts';
import { TranslationStore } from './translations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-seed-translations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seeds = readSeedTranslations();
const keyOf = (kind: string, id: number, field: string) => `${kind} ${id} ${field}`;
const seedOf = new Map(seeds.map((seed) => [keyOf(seed.kind, seed.itemId, seed.field), seed]));

/** Articles are the company's writing of the day, not its pages: translated by staff, not seeded. */
const LEFT_OUT = new Set(['articles']);

/** Every translatable field of the seed's items that has English, with that English and the field's longest. */
function seedEnglish(): Array<{ kind: string; id: number; field: string; english: string; max: number }> {
  const document = readSeedContent() as unknown as Record<string, unknown>;
  // A list's entries' fields too: a form's labels (`fields.2.label`).
  const fieldsOf = (kind: KindDeclaration, item: Record<string, unknown>, id: number) =>
    translatableFieldsOf(kind, item).flatMap(({ name, f, english }) =>
      english !== '' ? [{ kind: kind.name, id, field: name, english, max: f.max }] : [],
    );
  return [
    ...[...walkDocument(document)].flatMap(({ kind, item }) => (LEFT_OUT.has(kind.name) ? [] : fieldsOf(kind, item, item.id))),
    ...KINDS.filter(isDocument).flatMap((kind) => {
      const item = document[kind.documentKey] as Record<string, unknown> | undefined;
      return item ? fieldsOf(kind, item, DOCUMENT_ID) : [];
    }),
  ];
}

const BRANDS = ['TallyPrime', 'Tally', 'Dexterity', 'GST', 'ERP', 'TDL', 'AWS'];

describe('the seed translations', () => {
  it('cover every translatable field with English of the seed’s items, each made from the seed’s English, and nothing else', () => {
    const english = seedEnglish();
    const kinds = new Set(english.map((entry) => entry.kind));
    // The kinds the company's pages and services are: a kind that becomes translatable joins this list with its copy.
    expect([...kinds].sort()).toEqual(
      [
        'contact-page',
        'customer-stories',
        'faq',
        'forms',
        'hero-slides',
        'home',
        'how-we-work-steps',
        'menu-items',
        'our-story',
        'our-story-stats',
        'page-meta',
        'pricing-entries',
        'pricing-plans',
        'quick-facts',
        'sections',
        'services',
        'site-settings',
        'statistics',
        'why-dexterity-points',
      ].sort(),
    );
    const untranslated = english.filter((entry) => seedOf.get(keyOf(entry.kind, entry.id, entry.field))?.english !== entry.english);
    expect(
      untranslated.map((entry) => `${keyOf(entry.kind, entry.id, entry.field)}: ${entry.english}`),
      'seed English without its Marathi and Hindi in server/db/seed-translations.json (or with another English there)',
    ).toEqual([]);
    const known = new Set(english.map((entry) => keyOf(entry.kind, entry.id, entry.field)));
    expect(seeds.filter((seed) => !known.has(keyOf(seed.kind, seed.itemId, seed.field)))).toEqual([]);
    expect(seeds).toHaveLength(english.length);
  });

  it('are each within its field’s length, in Devanagari with Western digits, line for line, with the brand names in Latin', () => {
    const problems: string[] = [];
    for (const seed of seeds) {
      const max = translatableAt(kindNamed(seed.kind)!.fields, seed.field)?.max ?? 0;
      for (const lang of TRANSLATED_LANGUAGES) {
        const value = seed.values[lang];
        const where = `${keyOf(seed.kind, seed.itemId, seed.field)} ${lang}`;
        if (value.length > max) problems.push(`${where}: ${value.length} characters, at most ${max}`);
        // A name, code or figure reads the same in every language ("Windows 10 / 11", "TP-SILVER", "50 GB"): kept as it is.
        if (!/[\u0900-\u097F]/.test(value) && value !== seed.english) problems.push(`${where}: no Devanagari`);
        if (/[०-९]/.test(value)) problems.push(`${where}: Devanagari digits (the site writes 0–9)`);
        if (value.split('\n').length !== seed.english.split('\n').length) problems.push(`${where}: not line for line`);
        for (const brand of BRANDS) {
          if (new RegExp(`\\b${brand}\\b`).test(seed.english) && !value.includes(brand)) problems.push(`${where}: no ${brand}`);
        }
        for (const digits of seed.english.match(/\d+(\.\d+)?/g) ?? []) {
          if (!value.includes(digits)) problems.push(`${where}: no ${digits}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a new database', () => {
  it('has the Marathi and Hindi of the seed’s words, each translated, saved by the seed', () => {
    const store = openContentStore(':memory:');
    const services = kindNamed('services')!;
    const gold = 2;
    for (const lang of TRANSLATED_LANGUAGES) {
      const translation = translationOf(store, services, gold, lang)!;
      expect(translation.state).toBe('translated');
      expect(translation.fields.find((field) => field.name === 'description')).toMatchObject({
        english: 'TallyPrime Gold Licence',
        value: seedOf.get(keyOf('services', gold, 'description'))!.values[lang],
        state: 'translated',
        updatedBy: SEED_AUTHOR,
      });
    }
    expect(translationOf(store, services, gold, 'mr')!.fields.find((field) => field.name === 'description')!.value).toBe(
      'TallyPrime Gold लायसन्स',
    );
    expect(translationOf(store, services, gold, 'hi')!.fields.find((field) => field.name === 'description')!.value).toBe(
      'TallyPrime Gold लाइसेंस',
    );
    // Every item the seed translates is translated in both languages: nothing missing, nothing outdated.
    const items = new Set(seeds.map((seed) => `${seed.kind} ${seed.itemId}`));
    const states = [...items].flatMap((item) => {
      const [kind, id] = item.split(' ');
      return TRANSLATED_LANGUAGES.map((lang) => `${item} ${lang} ${translationOf(store, kindNamed(kind!)!, Number(id), lang)!.state}`);
    });
    expect(states.filter((state) => !state.endsWith(' translated'))).toEqual([]);
    expect(store.db.prepare('SELECT count(*) FROM translations').pluck().get()).toBe(seeds.length * 2);
    store.db.close();
  });

  it('finds the seed’s Marathi and Hindi in the search of their language from its first start', () => {
    const store = openContentStore(':memory:');
    const gold = '/service/service-2';
    expect(searchSite(store.db, 'लायसन्स', 'mr').find((result) => result.url === gold)).toMatchObject({ title: 'TallyPrime Gold लायसन्स' });
    expect(searchSite(store.db, 'लाइसेंस', 'hi').find((result) => result.url === gold)).toMatchObject({ title: 'TallyPrime Gold लाइसेंस' });
    // An English word on a Marathi page finds the Marathi entry first.
    expect(searchSite(store.db, 'Gold', 'mr')[0]).toMatchObject({ url: gold, title: 'TallyPrime Gold लायसन्स' });
    store.db.close();
  });

  it('without the seed content gets no seed translation of the services', () => {
    const db = openDatabase(':memory:', { seed: false });
    expect(db.prepare("SELECT count(*) FROM translations WHERE kind IN ('services', 'sections')").pluck().get()).toBe(0);
    db.close();
  });
});

describe('migrations 41, 43, 45, 49 and 50: the seed translations on a site that was running', () => {
  /** Each translation row whose English is no longer what it was made from. */
  const outdated = (db: SqliteDatabase) =>
    (
      db.prepare('SELECT kind, item_id, field, source FROM translations').all() as Array<{
        kind: string;
        item_id: number;
        field: string;
        source: string;
      }>
    )
      .filter((row) => {
        const kind = kindNamed(row.kind)!;
        const item = viewById(db, kind, row.item_id);
        return !item || textAt(kind.fields, item, row.field) !== row.source;
      })
      .map((row) => keyOf(row.kind, row.item_id, row.field));

  it('translates only where the English is still the seed’s, and keeps the translations already there', () => {
    const path = join(dir, 'running.db');
    // A site as it ran before migration 41: the seed's content, staff's edits, no seed translation.
    const before = openDatabase(path, { migrations: migrations.filter((migration) => migration.id <= 40) });
    before.exec('DELETE FROM translations');
    before.prepare('UPDATE services SET description = ? WHERE id = 2').run('TallyPrime Gold: multi-user licence');
    before.prepare('DELETE FROM faq_items WHERE id = 10').run();
    before.prepare('UPDATE site_settings SET office_hours = ?').run('Monday to Friday, 09:30 to 18:30 IST');
    // A plan's feature and a home page step staff reworded, inside their rows: the value of one, the title of the other.
    before
      .prepare(`UPDATE pricing_plans SET price_description = json_set(price_description, '$[1].Support', 'E-mail only') WHERE id = 1`)
      .run();
    before
      .prepare(`UPDATE home SET why_process = json_set(why_process, '$[0]', json(?))`)
      .run(JSON.stringify({ Discovery: 'We sit with your accounts, stores and sales teams to map how work really flows today.' }));
    // A customer story's summary staff rewrote, and what another's first figure measures.
    before.prepare('UPDATE customer_stories SET summary = ? WHERE id = 2').run('A Chakan workshop files its e-invoices from TallyPrime.');
    before.prepare(`UPDATE customer_stories SET results = json_set(results, '$[0]."3 days"', 'to close the books') WHERE id = 1`).run();
    const staff = new TranslationStore(before);
    const tagline = before.prepare('SELECT heading FROM services WHERE id = 2').pluck().get() as string;
    staff.put(
      'services',
      2,
      'mr',
      'heading',
      'नेटवर्कवरील टीमसाठी TallyPrime',
      tagline,
      'neha@dexterity.example',
      new Date('2026-05-01T10:00:00Z'),
    );
    before.close();

    const db = openDatabase(path);
    const translations = new TranslationStore(db);
    // The title staff reworded keeps no seed translation, in either language: it is missing, not outdated.
    for (const lang of TRANSLATED_LANGUAGES) expect(translations.ofItem('services', 2, lang).has('description')).toBe(false);
    // The tagline's Marathi staff wrote stays as they wrote it; its Hindi, which they had not written, is the seed's.
    expect(translations.ofItem('services', 2, 'mr').get('heading')).toMatchObject({
      value: 'नेटवर्कवरील टीमसाठी TallyPrime',
      updated_by: 'neha@dexterity.example',
      updated_at: '2026-05-01T10:00:00.000Z',
    });
    expect(translations.ofItem('services', 2, 'hi').get('heading')).toMatchObject({
      value: seedOf.get(keyOf('services', 2, 'heading'))!.values.hi,
      source: tagline,
      updated_by: SEED_AUTHOR,
    });
    // The question staff deleted gets none; the others, and the services untouched, are translated from their English.
    expect(translations.ofItem('faq', 10, 'mr').size).toBe(0);
    expect(translations.ofItem('faq', 9, 'hi').get('answer')?.value).toBe(seedOf.get(keyOf('faq', 9, 'answer'))!.values.hi);
    const store = new ContentStore(db);
    expect(translationOf(store, kindNamed('services')!, 1, 'mr')!.state).toBe('translated');
    expect(translationOf(store, kindNamed('pricing-plans')!, 2, 'hi')!.state).toBe('translated');
    // The home page's reworded step title is its one field left to translate.
    expect(translationOf(store, kindNamed('home')!, DOCUMENT_ID, 'hi')!.state).toBe('missing');
    expect(translationOf(store, kindNamed('services')!, 2, 'hi')!.state).toBe('missing');
    // The Site settings' tagline, untouched, reads in Marathi; the office hours staff changed stay theirs, in English.
    const [settings] = store.siteSettings('mr');
    expect(settings).toMatchObject({
      tagline: 'विश्वासू Tally 5-स्टार पार्टनर आणि ERP तज्ज्ञ',
      office_hours: 'Monday to Friday, 09:30 to 18:30 IST',
    });
    // Inside rows, only the part staff reworded is left untranslated: the step's title, not its sentence; the feature's
    // value, not its label, nor the plan's other features.
    const plan = translations.ofItem('pricing-plans', 1, 'hi');
    expect([plan.has('price_description.1.key'), plan.has('price_description.1.value'), plan.has('price_description.2.value')]).toEqual([
      true,
      false,
      true,
    ]);
    const home = translations.ofItem('home', DOCUMENT_ID, 'mr');
    expect([home.has('why_process.0.key'), home.get('why_process.0.value')?.value]).toEqual([
      false,
      seedOf.get(keyOf('home', DOCUMENT_ID, 'why_process.0.value'))!.values.mr,
    ]);
    // The stories: all but the summary and the figure's measure staff rewrote, which are theirs to translate.
    const story = translations.ofItem('customer-stories', 1, 'mr');
    expect([story.get('results.0.key')?.value, story.has('results.0.value'), story.has('results.1.value')]).toEqual([
      seedOf.get(keyOf('customer-stories', 1, 'results.0.key'))!.values.mr,
      false,
      true,
    ]);
    expect([...translations.ofItem('customer-stories', 2, 'hi').keys()].sort()).toEqual(
      seeds
        .filter((seed) => seed.kind === 'customer-stories' && seed.itemId === 2 && seed.field !== 'summary')
        .map((seed) => seed.field)
        .sort(),
    );
    expect(translationOf(store, kindNamed('customer-stories')!, 3, 'mr')!.state).toBe('translated');
    expect(outdated(db)).toEqual([]);
    // Every other seed translation is there: all but the reworded title, office hours, feature value, step title, story
    // summary and figure's measure (two languages each) and the deleted question's two fields.
    expect(db.prepare('SELECT count(*) FROM translations').pluck().get()).toBe(seeds.length * 2 - 2 - 2 - 2 - 2 - 2 - 2 - 4);
    db.close();
  });
});

describe('migration 44: the search of a site made before the seed translations were searched', () => {
  it('finds the seed’s Marathi and Hindi once the site is migrated', () => {
    const path = join(dir, 'searched.db');
    // A site made new at migration 43, its index filled before its seed translations were written, as it was then.
    const before = openDatabase(path, { migrations: migrations.filter((migration) => migration.id <= 43) });
    for (const table of ['site_search', 'site_search_entries']) before.exec(`DELETE FROM ${table} WHERE source LIKE '%@%'`);
    expect(searchSite(before, 'लायसन्स', 'mr').find((result) => result.url === '/service/service-2')).toBeUndefined();
    before.close();

    const db = openDatabase(path);
    expect(searchSite(db, 'लायसन्स', 'mr').find((result) => result.url === '/service/service-2')).toMatchObject({
      title: 'TallyPrime Gold लायसन्स',
    });
    db.close();
  });
});
