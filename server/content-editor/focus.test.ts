// A picture's focal point (image_focus): centred unless staff set it, refused with a clear 400 unless it
// is two percentages, shown by the public API, and given to every picture already stored by migration 17.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { migrate } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';

import { contentEditorPerTest } from './test-content.ts';

const editor = contentEditorPerTest();
const { get } = editor;
const post = (path: string, payload: unknown) => editor.send('POST', path, payload);
const patch = (path: string, payload: unknown) => editor.send('PATCH', path, payload);
const publicServices = async () =>
  (await editor.t.app.inject('/api/get-offering-details/')).json().data as { id: number; image_focus: string }[];
const publicSections = async (serviceId: number) =>
  (await editor.t.app.inject(`/api/get-overview-by-offering/?id=${serviceId}`)).json().data as { id: number; image_focus: string }[];

describe('a picture’s focal point', () => {
  it('starts centred, is saved as staff set it and reaches the public API', async () => {
    expect((await get('services/1')).json().data.image_focus).toBe('50% 50%');
    const created = await post('sections', { service_id: 1, title: 'Migration', description: 'We move your data.', image: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.image_focus).toBe('50% 50%');

    expect((await patch('services/1', { image_focus: '20% 85%' })).statusCode).toBe(200);
    expect((await publicServices()).find((service) => service.id === 1)?.image_focus).toBe('20% 85%');
    const section = created.json().data.id as number;
    expect((await patch(`sections/${section}`, { image_focus: '0% 100%' })).statusCode).toBe(200);
    expect((await publicSections(1)).find((item) => item.id === section)?.image_focus).toBe('0% 100%');
  });

  it('refuses anything but two whole percentages from 0% to 100% with a message on the field, and saves nothing', async () => {
    const before = (await get('services/1')).json().data;
    for (const value of ['50%', '101% 0%', '50% 50%; color: red', 'url(x.png)', 'left top', '50.5% 20%', '-1% 20%', '', 30]) {
      const response = await patch('services/1', { image_focus: value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().fields, String(value)).toEqual({ image_focus: expect.stringMatching(/two percentages from 0% to 100%/) });
    }
    expect((await post('sections', { service_id: 1, title: 'x', description: 'y', image: '', image_focus: 'center' })).statusCode).toBe(
      400,
    );
    expect((await get('services/1')).json().data).toEqual(before);
  });
});

describe('migration 17', () => {
  it('gives every stored service and section picture a centred focal point', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      migrations.filter((migration) => migration.id < 17),
    );
    db.exec(`
      INSERT INTO offerings (id, offering_name, sort_order) VALUES (1, 'All', 0);
      INSERT INTO services (id, offering_id, heading, description, image, sort_order) VALUES (1, 1, 'h', 'd', '/media/x.svg', 0);
      INSERT INTO service_sections (id, service_id, title, description, image, sort_order) VALUES (1, 1, 't', 'd', '', 0);
    `);
    migrate(db);
    expect(db.prepare('SELECT image_focus FROM services').pluck().all()).toEqual(['50% 50%']);
    expect(db.prepare('SELECT image_focus FROM service_sections').pluck().all()).toEqual(['50% 50%']);
    db.close();
  });
});
