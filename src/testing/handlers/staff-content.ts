import { http, HttpResponse } from 'msw';

/**
 * The staff editor's presence heartbeat (an item's or a document's): by default nobody else has it open.
 * Tests that show someone else override it with `server.use(...)`.
 */
export const staffContentHandlers = [http.put('*/api/staff/content/*/presence', () => HttpResponse.json({ success: true, data: { editing: [] } }))];
