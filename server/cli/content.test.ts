import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { listBackups } from '../backups/catalogue.ts';
import { backupRunningElsewhere } from '../backups/test-backups.ts';
import { ContentStore } from '../db/content-store.ts';
import { readSeedContent } from '../db/database.ts';
import { openDatabase } from '../content/service.ts';

import { runContentCli } from './content.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { DATABASE_PATH: join(dir, 'data', 'site.db') };

function run(...args: string[]) {
  let out = '';
  let err = '';
  const status = runContentCli(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { status, out, err };
}

function content() {
  const store = new ContentStore(openDatabase(env.DATABASE_PATH));
  try {
    return store.exportContent();
  } finally {
    store.db.close();
  }
}

describe('npm run content', () => {
  it('exports all content to stdout, creating and seeding the database if needed', () => {
    const { status, out } = run('export');
    expect(status).toBe(0);
    expect(JSON.parse(out)).toEqual(readSeedContent());
  });

  it('exports to a file, and imports an edited copy', () => {
    const file = join(dir, 'content.json');
    expect(run('export', file).status).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8'));
    document.offerings[2].services[0].description = 'ERP Implementation in Six Steps';
    writeFileSync(file, JSON.stringify(document));

    const result = run('import', file);
    expect(result.status).toBe(0);
    expect(result.err).toMatch(/^Imported 6 offerings, 16 services and 19 pricing plans/);
    expect(content()).toEqual(document);
  });

  it('keeps an article’s author through an export and an import, and imports an article written before authors as one with none', () => {
    const file = join(dir, 'authors.json');
    const article = { title: 'GST rates', slug: 'gst-rates', summary: 'Rates', body: '<p>Rates</p>', cover_image: '', cover_alt: '' };
    const dated = { category_id: null, service_ids: [], published_at: '2026-11-28T09:30:00Z', search_title: '', search_description: '' };
    const document = {
      ...readSeedContent(),
      articles: [
        { id: 1, ...article, ...dated, author_email: 'asha@example.in' },
        // As exported before articles had an author.
        { id: 2, ...article, slug: 'gst-rates-old', ...dated },
      ],
    };
    writeFileSync(file, JSON.stringify(document));
    expect(run('import', file).status).toBe(0);
    expect(content().articles).toEqual([document.articles[0], { ...document.articles[1], author_email: '' }]);
    expect(run('export', file).status).toBe(0);
    expect(run('import', file).status).toBe(0);
    expect(content().articles![0]!.author_email).toBe('asha@example.in');

    writeFileSync(file, JSON.stringify({ ...document, articles: [{ ...document.articles[0], author_email: 'Asha Rao' }] }));
    const refused = run('import', file);
    expect(refused.status).not.toBe(0);
    expect(refused.err).toContain('articles[0].author_email: must be the e-mail of a staff account, or empty for no author');
  });

  it('imports an article’s related services in their order, and refuses one the document does not have', () => {
    const file = join(dir, 'related.json');
    const article = { title: 'GST rates', slug: 'gst-rates', summary: 'Rates', body: '<p>Rates</p>', cover_image: '', cover_alt: '' };
    const rest = { category_id: null, published_at: '2026-11-28T09:30:00Z', author_email: '', search_title: '', search_description: '' };
    const document = { ...readSeedContent(), articles: [{ id: 1, ...article, ...rest, service_ids: [3, 1] }] };
    writeFileSync(file, JSON.stringify(document));
    const imported = run('import', file);
    expect(imported.status, imported.err).toBe(0);
    expect(content().articles![0]!.service_ids).toEqual([3, 1]);

    // As exported before articles named several services: one, or none.
    const { service_ids: _list, ...older } = document.articles[0]!;
    writeFileSync(
      file,
      JSON.stringify({
        ...document,
        articles: [
          { ...older, service_id: 3 },
          { ...older, id: 2, slug: 'other', service_id: null },
        ],
      }),
    );
    expect(run('import', file).status).toBe(0);
    expect(content().articles!.map((item) => item.service_ids)).toEqual([[3], []]);

    writeFileSync(file, JSON.stringify({ ...document, articles: [{ ...document.articles[0], service_ids: [1, 9999, 1] }] }));
    const refused = run('import', file);
    expect(refused.status).not.toBe(0);
    expect(refused.err).toContain('articles[0].service_ids: must not name the same one twice');
    expect(refused.err).toContain('articles[0].service_ids[1]: must be the id of a service in this document (no service has id 9999)');
  });

  it('backs up the database before an import, so the content before it can be restored', () => {
    const file = join(dir, 'before-backup.json');
    const before = content();
    const document = JSON.parse(JSON.stringify(before));
    document.offerings[1].offering_name = 'Imported By Mistake';
    writeFileSync(file, JSON.stringify(document));
    const result = run('import', file);
    expect(result.status).toBe(0);
    const [newest] = listBackups(join(dir, 'data', 'backups'));
    expect(newest?.reason).toBe('before-import');
    expect(result.err).toContain(`The content before it is in the backup ${newest!.path}`);
    const copy = new ContentStore(openDatabase(join(newest!.path, 'site.db')));
    try {
      expect(copy.exportContent()).toEqual(before);
    } finally {
      copy.db.close();
    }
  });

  it('waits for a backup running in another process (the daily one), then makes its own before importing', async () => {
    const file = join(dir, 'while-backing-up.json');
    writeFileSync(file, JSON.stringify(content()));
    const backups = join(dir, 'data', 'backups');
    const elsewhere = backupRunningElsewhere(backups, 400);
    const result = run('import', file);
    expect(result.status, result.err).toBe(0);
    expect(result.err).toContain(`A backup is running (daily, process ${elsewhere.pid}, since `);
    expect(result.err).toContain('The import waits for it, then makes its own backup first.');
    const [newest] = listBackups(backups);
    expect(newest?.reason).toBe('before-import');
    expect(newest!.createdAt >= elsewhere.finishedAt()).toBe(true);
    await elsewhere.exited;
  });

  it('rejects a bad file with every problem and its path, and changes nothing', () => {
    const before = content();
    const file = join(dir, 'bad.json');
    const document = JSON.parse(JSON.stringify(before));
    document.offerings[1].services[0].heading = '';
    document.pricing_plans[0].price = '199 rupees';
    writeFileSync(file, JSON.stringify(document));

    const result = run('import', file);
    expect(result.status).toBe(1);
    expect(result.err).toContain(`${file} was not imported; nothing changed. 2 problems:`);
    expect(result.err).toContain('  offerings[1].services[0].heading: must not be empty');
    expect(result.err).toContain('  pricing_plans[0].price: must be an amount such as 24999');
    expect(content()).toEqual(before);

    writeFileSync(file, '{ not json');
    expect(run('import', file)).toMatchObject({ status: 1, err: expect.stringContaining('(document): not valid JSON') });
    expect(run('import', join(dir, 'missing.json'))).toMatchObject({ status: 1, err: expect.stringContaining('Cannot read') });
    expect(content()).toEqual(before);
  });

  it('explains its usage', () => {
    expect(run().status).toBe(2);
    expect(run('import').err).toMatch(/^Usage:/);
    expect(run('delete', 'x').status).toBe(2);
  });

  it('runs as a command and exits non-zero on a bad file', () => {
    const file = join(dir, 'wrong.json');
    writeFileSync(file, JSON.stringify({ format: 'something-else' }));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/content.ts', 'import', file], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('format: Invalid input: expected "dexterity-content"');
  }, 60_000);
});
