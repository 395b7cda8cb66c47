// Test helper: a fresh app with a signed-in member of staff for each test, and requests to the content
// editor's API as that member (with If-Match when a version is given).
import { signedInStaff, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

export function contentEditorPerTest() {
  let app: StaffTestApp | undefined;
  let signedIn: SignedIn | undefined;
  signedInStaff('each', (opened, session) => {
    app = opened;
    signedIn = session;
  });
  const url = (path: string) => `/api/staff/content/${path}`;
  return {
    get t(): StaffTestApp {
      return app!;
    },
    get: (path: string) => app!.send('GET', url(path), { session: signedIn }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload: unknown = {}, version?: number | string) =>
      app!.send(method, url(path), {
        session: signedIn,
        payload: payload as object,
        headers: version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version },
      }),
  };
}
