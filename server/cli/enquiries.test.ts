import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../content/service.ts';
import { EnquiryStore } from '../db/enquiries.ts';

import { csvCell } from '../enquiries/csv.ts';
import { enquiriesToCsv, runEnquiriesCli } from './enquiries.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-enquiries-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { DATABASE_PATH: join(dir, 'data', 'site.db') };

const HEADER = 'id,received_at,full_name,email,phone,page_details,project_brief\r\n';

function run(...args: string[]) {
  let out = '';
  let err = '';
  const status = runEnquiriesCli(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { status, out, err };
}

function addEnquiries(
  ...enquiries: { full_name: string; email?: string; phone?: string; page_details?: string; project_brief?: string }[]
) {
  const db = openDatabase(env.DATABASE_PATH);
  const store = new EnquiryStore(db);
  for (const enquiry of enquiries) {
    store.add({ email: 'a@example.in', phone: '', page_details: '', project_brief: 'Brief', ...enquiry }, new Date('2026-11-21T02:00:00Z'));
  }
  db.close();
}

describe('CSV cells', () => {
  it('quotes cells with quotes, commas and line breaks (RFC 4180), doubling quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Kulkarni, Asha')).toBe('"Kulkarni, Asha"');
    expect(csvCell('say "hello"')).toBe('"say ""hello"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('')).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+91 98220 45110')).toBe("'+91 98220 45110");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('writes a byte-order mark, a header row and CRLF rows', () => {
    const csv = enquiriesToCsv([
      {
        id: 1,
        received_at: '2026-11-21T02:00:00.000Z',
        full_name: 'अजय पाटील',
        email: 'a@b.in',
        phone: '',
        page_details: '',
        project_brief: 'x',
      },
    ]);
    expect(csv).toBe(`\uFEFF${HEADER}1,2026-11-21T02:00:00.000Z,अजय पाटील,a@b.in,,,x\r\n`);
  });
});

describe('npm run enquiries', () => {
  it('exports just the header from an empty database, creating it if needed', () => {
    const { status, out } = run('export');
    expect(status).toBe(0);
    expect(out).toBe(`\uFEFF${HEADER}`);
  });

  it('exports every enquiry to stdout, escaped, oldest first', () => {
    addEnquiries(
      { full_name: 'Asha, "AK" Kulkarni', phone: '+91 98220 45110', project_brief: 'Line one\nLine two' },
      { full_name: '=cmd|"/c calc"!A1', email: 'evil@example.in', page_details: '@import', project_brief: '-1' },
      { full_name: 'राजेश शर्मा', project_brief: 'मराठी आणि हिन्दी' },
    );
    const { status, out } = run('export');
    expect(status).toBe(0);
    const at = '2026-11-21T02:00:00.000Z';
    expect(out).toBe(
      `\uFEFF${HEADER}` +
        `1,${at},"Asha, ""AK"" Kulkarni",a@example.in,'+91 98220 45110,,"Line one\nLine two"\r\n` +
        `2,${at},"'=cmd|""/c calc""!A1",evil@example.in,,'@import,'-1\r\n` +
        `3,${at},राजेश शर्मा,a@example.in,,,मराठी आणि हिन्दी\r\n`,
    );
  });

  it('writes a UTF-8 file with a byte-order mark when given a file name', () => {
    const file = join(dir, 'enquiries.csv');
    const { status, err, out } = run('export', file);
    expect(status).toBe(0);
    expect(out).toBe('');
    expect(err).toBe(`Exported 3 enquiries to ${file}\n`);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('राजेश शर्मा');
    expect(run('export', join(dir, 'missing', 'folder', 'x.csv'))).toMatchObject({
      status: 1,
      err: expect.stringContaining('Cannot write'),
    });
  });

  it('explains its usage', () => {
    expect(run().status).toBe(2);
    expect(run('import', 'x.csv')).toMatchObject({ status: 2, err: expect.stringMatching(/^Usage:/) });
    expect(run('export', 'a.csv', 'b.csv').status).toBe(2);
  });

  it('runs as a command', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/enquiries.ts', 'export'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout.startsWith(`\uFEFF${HEADER}1,`)).toBe(true);
  }, 60_000);
});
