import { http, HttpResponse } from 'msw';

/**
 * The staff editor's presence heartbeat and its closing (an item's or a document's), and a list's question of who has which of
 * its items open: by default nobody else has anything open. Tests that show someone else override them with
 * `server.use(...)`.
 */
export const staffContentHandlers = [
  http.put('*/api/staff/content/*/presence', () => HttpResponse.json({ success: true, data: { editing: [] } })),
  http.delete('*/api/staff/content/*/presence', () => HttpResponse.json({ success: true, data: { editing: [] } })),
  http.get('*/api/staff/content/:kind/presence', () => HttpResponse.json({ success: true, data: [] })),
  // Nothing points at a page and no redirect is broken, unless a test says otherwise.
  http.get('*/api/staff/content/:kind/:id/references', () =>
    HttpResponse.json({ success: true, data: { address: null, menu_items: [], redirects: [] } }),
  ),
  http.get('*/api/staff/broken-redirects', () => HttpResponse.json({ success: true, data: [] })),
];
