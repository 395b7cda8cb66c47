// Where the content uses each picture, kept as the content changes (./media-uses.ts, docs/media.md): every item is read
// once, then each change costs the items its audit entry names, not every item; the answer is right after each step
// (an article saved, a service deleted and brought back with its sections); a change another connection made (a CLI
// import, which writes no audit entry) has every item read again, as a deletion's check does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sections, services } from '../../common/content-model/kinds.ts';
import { articles } from '../../common/kinds/insights.ts';
import { openContentStore } from '../content/service.ts';
import { ContentEditor } from '../content-editor/editor.ts';
import type { ContentStore } from '../db/content-store.ts';
import { placeFreshDatabase } from '../db/test-template.ts';

import { MediaUses } from './media-uses.ts';

const PICTURE = '/media/uploads/0123456789abcdef0123456789abcdef.svg';
const ACTOR = 'editor@example.in';

let dir: string;
let path: string;
let store: ContentStore;
let editor: ContentEditor;
let uses: MediaUses;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dexterity-uses-'));
  path = join(dir, 'site.db');
  placeFreshDatabase(path);
  store = openContentStore(path);
  editor = new ContentEditor(store);
  uses = new MediaUses(store);
});
afterEach(() => {
  store.db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Where the picture is used, as "state title (field)". */
const places = (exact = false) => uses.of([PICTURE], { exact })[0]!.map((use) => `${use.state} ${use.title} (${use.field})`);

describe('where a picture is used', () => {
  it('reads every item once, then only the items each change names', () => {
    expect(places()).toEqual([]);
    const everything = uses.itemsRead;
    expect(everything).toBeGreaterThan(20);

    const article = editor.create(ACTOR, articles, {
      title: 'GST in December',
      slug: 'gst-in-december',
      summary: 'Dates.',
      body: '<p>Dates.</p>',
      cover_image: PICTURE,
      cover_alt: 'A calendar',
    });
    expect(places()).toEqual(['live GST in December (cover_image)']);
    expect(uses.itemsRead - everything).toBe(1);

    editor.update(ACTOR, articles, article.id, { cover_image: '' }, undefined);
    expect(places()).toEqual(['history GST in December (cover_image)']);
    expect(uses.itemsRead - everything).toBe(2);

    // Asked again, nothing changed: nothing read.
    expect(places()).toEqual(['history GST in December (cover_image)']);
    expect(uses.itemsRead - everything).toBe(2);
  });

  it('follows a service deleted and brought back with its sections', () => {
    const service = editor.get(services, 5);
    editor.create(ACTOR, sections, { service_id: 5, title: 'Set-up day', description: 'On site', image: PICTURE });
    expect(places()).toEqual(['live Set-up day (image)']);

    const entry = editor.remove(ACTOR, services, 5, undefined);
    // In Recently deleted inside its service; its own history can come back with it.
    expect(places()).toEqual([`deleted ${String(service.description)} (sections)`, 'history Set-up day (image)']);

    editor.trash.restore(ACTOR, entry);
    expect(places()).toEqual(['live Set-up day (image)']);
  });

  it('works out again only the pictures a change touched, where they are used or in their history', () => {
    const OTHER = '/media/uploads/fedcba9876543210fedcba9876543210.svg';
    const article = (title: string, slug: string, cover: string) =>
      editor.create(ACTOR, articles, {
        title,
        slug,
        summary: 'Dates.',
        body: '<p>Dates.</p>',
        cover_image: cover,
        cover_alt: 'A calendar',
      });
    const first = article('GST in December', 'gst-in-december', PICTURE);
    const second = article('TDS in December', 'tds-in-december', OTHER);
    const both = () => uses.of([PICTURE, OTHER]).map((list) => list.map((use) => `${use.state} ${use.title}`));
    expect(both()).toEqual([['live GST in December'], ['live TDS in December']]);
    let worked = uses.picturesWorked;
    const workedSince = () => {
      const count = uses.picturesWorked - worked;
      worked = uses.picturesWorked;
      return count;
    };

    // The first article changed: its picture alone is worked out again.
    editor.update(ACTOR, articles, first.id, { title: 'GST dates in December' }, undefined);
    expect(both()).toEqual([['live GST dates in December'], ['live TDS in December']]);
    expect(workedSince()).toBe(1);
    // The second's picture taken out (kept by its history), then its title changed: the history names the new title.
    editor.update(ACTOR, articles, second.id, { cover_image: '' }, undefined);
    expect(both()).toEqual([['live GST dates in December'], ['history TDS in December']]);
    editor.update(ACTOR, articles, second.id, { title: 'TDS dates in December' }, undefined);
    expect(both()).toEqual([['live GST dates in December'], ['history TDS dates in December']]);
    expect(workedSince()).toBe(2);
    // It goes to Recently deleted, then is forgotten there: its history no longer keeps the picture.
    const entry = editor.remove(ACTOR, articles, second.id, undefined);
    expect(both()).toEqual([['live GST dates in December'], ['history TDS dates in December']]);
    store.db.prepare('DELETE FROM content_trash WHERE id = ?').run(entry);
    expect(both()).toEqual([['live GST dates in December'], []]);
    // Nothing changed: nothing worked out.
    both();
    expect(workedSince()).toBe(2);
  });

  it('reads every item again after a change another connection made, which wrote no audit entry', () => {
    expect(places()).toEqual([]);
    const everything = uses.itemsRead;
    const other = new Database(path);
    try {
      other.prepare('UPDATE services SET image = ? WHERE id = 1').run(PICTURE);
    } finally {
      other.close();
    }
    const service = editor.get(services, 1);
    expect(places()).toEqual([`live ${String(service.description)} (image)`]);
    expect(uses.itemsRead - everything).toBe(everything);
  });

  it('reads every item again for a deletion’s check, whatever wrote the change', () => {
    expect(places()).toEqual([]);
    store.db.prepare('UPDATE services SET image = ? WHERE id = 2').run(PICTURE);
    expect(places(true)).toEqual([`live ${String(editor.get(services, 2).description)} (image)`]);
  });
});
