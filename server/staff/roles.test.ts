// Roles (docs/decisions/0018), proven on every route: the route list is read from the staff API itself,
// and what each role may use is written here once more as the policy (not read from the routes), so a
// route added later without roles, or with the wrong ones, makes this test fail.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STAFF_ROLES, type StaffRole } from '../../common/staff-roles.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';

import { requireRoles } from './guard.ts';
import { staffPageAccess } from './pages.ts';
import type { StaffSession } from '../account/sessions.ts';
import {
  buildStaffTestApp,
  concreteUrl,
  isPublicRoute,
  PUBLIC_STAFF_ROUTES,
  staffRoutes,
  type SignedIn,
  type StaffRoute,
  type StaffTestApp,
} from './test-staff.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PASSWORD = 'tulsi-baug-ledger-42';

/**
 * What a writer may use of the content and the media (docs/decisions/0031): read (a long list a page at a time too),
 * draft, place a draft, submit it, comment, upload and describe pictures — never publish, delete, reorder, restore
 * from the trash or review.
 */
const WRITER_ROUTES = [
  /^(GET|HEAD) \/api\/staff\/content\/(drafts|drafts\/page|drafts\/count|calendar)$/,
  /^(GET|HEAD|PATCH|DELETE) \/api\/staff\/content\/drafts\/:draft$/,
  /^POST \/api\/staff\/content\/drafts\/:draft\/(move|submit|comment)$/,
  /^POST \/api\/staff\/content\/images$/,
  /^(GET|HEAD|PATCH) \/api\/staff\/content\/[a-z-]+(\/:id)?$/,
  /^(PUT|DELETE) \/api\/staff\/content\/[a-z-]+(\/:id)?\/presence$/,
  /^(GET|HEAD) \/api\/staff\/content\/[a-z-]+\/presence$/,
  /^(GET|HEAD) \/api\/staff\/content\/[a-z-]+\/page$/,
  /^POST \/api\/staff\/content\/[a-z-]+$/,
  /^(GET|HEAD) \/api\/staff\/content\/[a-z-]+(\/:id)?\/history$/,
  /^POST \/api\/staff\/content\/[a-z-]+(\/:id)?\/(restore|move)$/,
  /^(GET|HEAD|PATCH) \/api\/staff\/media(\/:id)?$/,
];
/** Routes of the content area that look like a kind's but are not a writer's to use. */
const NOT_WRITERS = /^((GET|HEAD) \/api\/staff\/content\/trash|POST \/api\/staff\/content\/(publish|trash|[a-z-]+\/reorder))$/;
const writerMay = (route: { method: string; url: string }) => {
  const name = `${route.method} ${route.url}`;
  return !NOT_WRITERS.test(name) && WRITER_ROUTES.some((pattern) => pattern.test(name));
};

/** The policy: who may use the routes under each first segment of /api/staff/ ('*': the unknown-path route). */
const POLICY: Record<string, readonly StaffRole[] | ((route: { method: string; url: string }) => readonly StaffRole[])> = {
  session: STAFF_ROLES,
  '*': STAFF_ROLES,
  enquiries: ['owner', 'sales'],
  people: ['owner', 'sales'],
  reports: ['owner', 'sales'],
  content: (route) => (writerMay(route) ? ['owner', 'editor', 'writer'] : ['owner', 'editor']),
  'missing-addresses': ['owner', 'editor', 'writer'],
  // Writers read translations and write drafts of them; a saved translation or a published draft is live, so saving
  // and publishing are for those who publish.
  translations: (route) =>
    (route.method === 'PUT' && !route.url.endsWith('/draft')) || route.url.endsWith('/draft/publish')
      ? ['owner', 'editor']
      : ['owner', 'editor', 'writer'],
  'broken-redirects': ['owner', 'editor', 'writer'],
  media: (route) => (writerMay(route) ? ['owner', 'editor', 'writer'] : ['owner', 'editor']),
  account: STAFF_ROLES,
  activity: ['owner'],
  accounts: ['owner'],
  invitations: ['owner'],
  backups: ['owner'],
  webhooks: ['owner'],
  privacy: ['owner'],
};

const segmentOf = (url: string) => /^\/api\/staff\/([^/]*)/.exec(url)?.[1] ?? '';
/** The roles the policy gives a route; undefined when no part of the policy holds it. */
const policyOf = (route: { method: string; url: string }) => {
  const policy = POLICY[segmentOf(route.url)];
  return typeof policy === 'function' ? policy(route) : policy;
};
const body = { status: 'contacted', text: 'x' };

let t: StaffTestApp;
let routes: StaffRoute[];
const sessions = {} as Record<StaffRole, SignedIn>;
const signIn = async (role: StaffRole) => (sessions[role] = await t.signIn(`${role}@example.in`, PASSWORD));
const send = (route: { method: string; url: string }, session?: SignedIn) =>
  t.send(route.method as 'GET', concreteUrl(route.url), { session, payload: UNSAFE.has(route.method) ? body : undefined });

beforeAll(async () => {
  routes = await staffRoutes();
  t = await buildStaffTestApp();
  t.inbox.add({ full_name: 'Asha', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'x' });
  for (const role of STAFF_ROLES) {
    await t.addAccount(`${role}@example.in`, PASSWORD, role);
    await signIn(role);
  }
});
afterAll(async () => t.close());

describe('the roles of the staff API', () => {
  it('are declared by every route but the sign-in, invitation and password reset ones, as the policy says', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter(isPublicRoute).map((route) => `${route.method} ${route.url}`)).toEqual(PUBLIC_STAFF_ROUTES);
    for (const route of routes.filter((r) => !isPublicRoute(r))) {
      const policy = policyOf(route);
      expect(policy, `${route.url} is in no part of the policy: add it to POLICY`).toBeDefined();
      expect([...(route.options.config?.roles ?? [])].sort(), `${route.method} ${route.url}`).toEqual([...policy!].sort());
    }
  });

  it('let each role use its routes and refuse it the others with 403 and a clear sentence; without a session 401', async () => {
    const walked = { allowed: 0, refused: 0 };
    for (const route of routes.filter((r) => !isPublicRoute(r))) {
      const name = `${route.method} ${route.url}`;
      expect((await send(route)).statusCode, `${name} without a session`).toBe(401);
      for (const role of STAFF_ROLES) {
        const response = await send(route, sessions[role]);
        if (policyOf(route)!.includes(role)) {
          // A writer's request to publish through a route it may use is refused for what it asks, not for the route.
          const refusedForRole = response.statusCode === 403 && !/^A writer /.test(String(response.json().message));
          expect(refusedForRole, `${name} as ${role}: ${response.body}`).toBe(false);
          expect(response.statusCode, `${name} as ${role}`).not.toBe(401);
          walked.allowed += 1;
        } else {
          expect(response.statusCode, `${name} as ${role}`).toBe(403);
          if (route.method !== 'HEAD')
            expect(response.json()).toEqual({
              success: false,
              message: expect.stringMatching(new RegExp(`^Your role \\(${role}\\) cannot use .+\\.$`)),
            });
          walked.refused += 1;
        }
        // Signing out (or an owner ending account 1's sessions: the owner's own) ends that session: the walk goes on with a new one.
        if (route.url.endsWith('/sign-out') || route.url.endsWith('/accounts/:id/sessions')) await signIn(role);
      }
    }
    expect(walked.refused).toBeGreaterThan(60);
    // Every route of every kind, four roles and no session each: the walk grows with the kinds.
  }, 90_000);

  it('give sales the enquiries and reports but no content route, and an editor the reverse', async () => {
    const contentRoutes = routes.filter((route) => segmentOf(route.url) === 'content');
    const deskRoutes = routes.filter((route) => ['enquiries', 'people', 'reports'].includes(segmentOf(route.url)));
    expect(contentRoutes.length).toBeGreaterThan(30);
    expect(deskRoutes.length).toBeGreaterThan(8);

    expect((await t.send('GET', '/api/staff/enquiries', { session: sessions.sales })).statusCode).toBe(200);
    expect((await t.send('GET', '/api/staff/reports', { session: sessions.sales })).statusCode).toBe(200);
    for (const route of contentRoutes) expect((await send(route, sessions.sales)).statusCode, `${route.method} ${route.url}`).toBe(403);
    const refused = await t.send('GET', '/api/staff/content/offerings', { session: sessions.sales });
    expect(refused.json()).toEqual({ success: false, message: 'Your role (sales) cannot use the site’s content.' });

    expect((await t.send('GET', '/api/staff/content/offerings', { session: sessions.editor })).statusCode).toBe(200);
    expect((await t.send('GET', '/api/staff/content', { session: sessions.editor })).statusCode).toBe(200);
    for (const route of deskRoutes) expect((await send(route, sessions.editor)).statusCode, `${route.method} ${route.url}`).toBe(403);
    expect((await t.send('GET', '/api/staff/enquiries', { session: sessions.editor })).json().message).toBe(
      'Your role (editor) cannot use enquiries.',
    );
    expect((await t.send('GET', '/api/staff/reports', { session: sessions.editor })).json().message).toBe(
      'Your role (editor) cannot use reports.',
    );

    for (const path of ['/api/staff/enquiries', '/api/staff/reports', '/api/staff/content']) {
      expect((await t.send('GET', path, { session: sessions.owner })).statusCode, path).toBe(200);
    }
  });

  it('tell the browser the role with the session, and the count of new enquiries only to roles that work on them', async () => {
    t.inbox.add({ full_name: 'Ravi', email: 'ravi@example.in', phone: '', page_details: '', project_brief: 'y' });
    for (const role of STAFF_ROLES) {
      const me = await t.send('GET', '/api/staff/session', { session: sessions[role] });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({
        email: `${role}@example.in`,
        role,
        newEnquiries: role === 'editor' || role === 'writer' ? 0 : t.inbox.countNew(),
      });
    }
    expect(t.inbox.countNew()).toBeGreaterThan(0);
  });

  it('follow a change of role at the next request of an open session', async () => {
    const account = t.store.accountByEmail('editor@example.in')!;
    t.store.setRole(account.id, 'sales');
    try {
      expect((await t.send('GET', '/api/staff/enquiries', { session: sessions.editor })).statusCode).toBe(200);
      expect((await t.send('GET', '/api/staff/content', { session: sessions.editor })).statusCode).toBe(403);
      expect((await t.send('GET', '/api/staff/session', { session: sessions.editor })).json().data.role).toBe('sales');
    } finally {
      t.store.setRole(account.id, 'editor');
    }
  });
});

describe('the start-up check', () => {
  const scope = async (add: (app: FastifyInstance) => void | Promise<void>) => {
    const app = Fastify();
    await app.register(async (staff: FastifyInstance) => {
      requireRoles(staff);
      await add(staff);
    });
    return app;
  };
  const handler = async () => ({ success: true });

  it('stops the app when a route declares no roles, naming it', async () => {
    const app = await scope((staff) => {
      staff.get('/fine', { config: { roles: ['owner'] } }, handler);
      staff.get('/open', { config: { staffAccess: 'public' } }, handler);
      staff.post('/forgotten', handler);
      staff.get('/empty', { config: { roles: [] } }, handler);
    });
    await expect(app.ready()).rejects.toThrow(
      "Staff routes must declare config.roles (or staffAccess: 'public'); these do not: POST /forgotten; GET /empty; HEAD /empty",
    );
  });

  it('takes roles a plugin inside the scope gives its routes in its own onRoute hook (as the content plugin does)', async () => {
    const app = await scope(async (staff) => {
      await staff.register(async (inner) => {
        inner.addHook('onRoute', (route) => void ((route.config ??= {}).roles ??= ['owner', 'editor']));
        inner.get('/content', handler);
      });
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('the staff pages', () => {
  const session = (role: StaffRole): StaffSession => ({ idHash: 'x', accountId: 1, email: 'a@b.in', role, csrfSecret: 's' });

  it('send a signed-in member from the sign-in page to the first page their role includes', () => {
    expect(staffPageAccess('/staff/sign-in', session('owner'))).toEqual({ kind: 'redirect', location: '/staff' });
    expect(staffPageAccess('/staff/sign-in', session('sales'))).toEqual({ kind: 'redirect', location: '/staff' });
    expect(staffPageAccess('/staff/sign-in', session('editor'))).toEqual({ kind: 'redirect', location: '/staff/content' });
    expect(staffPageAccess('/staff/content', session('sales'))).toMatchObject({ kind: 'page' });
  });

  it('open an invitation’s page and the forgotten password’s without a session, and no other page (People, Activity, My account)', () => {
    expect(staffPageAccess('/staff/invitation', undefined)).toEqual({ kind: 'page' });
    expect(staffPageAccess('/staff/forgot-password', undefined)).toEqual({ kind: 'page' });
    expect(staffPageAccess('/staff/reset-password/', undefined)).toEqual({ kind: 'page' });
    expect(staffPageAccess('/Staff/Invitation/', undefined)).toEqual({ kind: 'page' });
    for (const path of ['/staff/people', '/staff/activity', '/staff/account', '/staff/invitation/x']) {
      expect(staffPageAccess(path, undefined), path).toEqual({ kind: 'redirect', location: '/staff/sign-in' });
    }
  });
});

describe('previews of pages with drafts', () => {
  it('are for the roles that include the content: a sales session sees the live page', async () => {
    const origin = 'http://localhost:8080';
    const site = await buildStaffTestApp({ env: { SITE_ORIGIN: origin }, dist: serviceHeadingBuild(origin) });
    try {
      const signedIn = {} as Record<StaffRole, SignedIn>;
      for (const role of STAFF_ROLES) {
        await site.addAccount(`${role}@example.in`, PASSWORD, role);
        signedIn[role] = await site.signIn(`${role}@example.in`, PASSWORD);
      }
      const saved = await site.send('PATCH', '/api/staff/content/services/1', {
        session: signedIn.editor,
        payload: { heading: 'Drafted heading', _status: 'draft' },
      });
      expect(saved.statusCode).toBe(200);
      const preview = (role: StaffRole) =>
        site.app.inject({ url: '/service/service-1?preview=1', headers: { cookie: signedIn[role].cookie } });
      for (const role of ['owner', 'editor'] as const) expect((await preview(role)).body, role).toContain('Drafted heading');
      const sales = await preview('sales');
      expect(sales.statusCode).toBe(200);
      expect(sales.body).not.toContain('Drafted heading');
      expect(sales.body).not.toContain('Preview — not live');
    } finally {
      await site.close();
    }
  });
});
