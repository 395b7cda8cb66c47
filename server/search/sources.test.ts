import { describe, expect, it } from 'vitest';

import { field } from '../../common/content-model/fields.ts';
import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import type { ContentDocument } from '../../common/content-model/schema.ts';

import { SEARCH_SOURCES, sourceOf } from './sources.ts';

const document = { format: 'dexterity-content', version: 1 } as unknown as ContentDocument;

const notes = {
  name: 'notes',
  entity: 'note',
  label: 'Note',
  plural: 'Notes',
  shape: 'list',
  table: 'notes',
  documentKey: 'notes',
  max: 10,
  title: 'name',
  columns: [],
  fields: { name: field.text({ label: 'Name', max: 50 }), body: field.richText({ label: 'Body', max: 500 }) },
  api: {},
  itemPage: { prefix: '/notes/', field: 'name' },
} as const satisfies KindDeclaration;

describe('search sources', () => {
  it('are the kinds that declare their search, each made from its own declaration', () => {
    const searched = KINDS.filter((kind) => kind.search);
    expect(SEARCH_SOURCES.map((source) => source.kind).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...searched].sort((a, b) => a.name.localeCompare(b.name)),
    );
    for (const source of SEARCH_SOURCES) {
      const search = source.kind.search!;
      expect(source.type).toBe(search.type);
      if (typeof search.text === 'function') expect(source.text).toBe(search.text);
      if (search.title) expect(source.title).toBe(search.title);
      if (search.url) expect(source.url).toBe(search.url);
      expect(source.uses).toBe(search.uses);
    }
  });

  it('uses the hooks a declaration gives', () => {
    const source = sourceOf({
      ...notes,
      search: {
        type: 'Note',
        title: (record) => `Note ${record.id}`,
        text: (record) => [`words of ${String(record.name)}`],
        url: (record) => `/n/${record.id}`,
        uses: ['menu_items'],
      },
    });
    const record = { id: 7, name: 'seven', body: '<p>x</p>' };
    expect([source.type, source.title(record, document), source.text(record, document), source.url(record), source.uses]).toEqual([
      'Note',
      'Note 7',
      ['words of seven'],
      '/n/7',
      ['menu_items'],
    ]);
  });

  it('without hooks, titles by the title field, reads the named fields (rich text as words) and links to the item page', () => {
    const source = sourceOf({ ...notes, search: { type: 'Note', text: ['name', 'body'] } });
    const record = { id: 7, name: 'seven', body: '<p>Tax &amp; <b>audit</b></p>' };
    expect([source.title(record, document), source.text(record, document), source.url(record), source.uses]).toEqual([
      'seven',
      ['seven', ' Tax &  audit  '],
      '/notes/seven',
      undefined,
    ]);
  });
});
