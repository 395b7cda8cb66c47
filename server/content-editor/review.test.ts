// Review: a writer drafts and submits, an editor sends back with a comment, the writer fixes and submits again, the
// editor approves. A writer cannot publish, schedule, delete or review; Publish all leaves what waits for review; each
// step is in the activity log; with e-mail set up, the reviewers and the writer hear of the steps.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ContentStore } from '../db/content-store.ts';
import { buildStaffTestApp, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';
import { startSmtpCatcher } from '../shared/test-smtp-catcher.ts';

import { MAX_REVIEW_NOTE } from './draft-schemas.ts';
import { contentUpkeep } from './service.ts';

const WRITER = 'kavya@example.in';
const EDITOR = 'rahul@example.in';
let t: StaffTestApp;
let writer: SignedIn;
let editor: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount(WRITER, STAFF_PASSWORD, 'writer');
  await t.addAccount(EDITOR, STAFF_PASSWORD, 'editor');
  writer = await t.signIn(WRITER);
  editor = await t.signIn(EDITOR);
});
afterEach(async () => t.close());

const api = (session: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.send(method, `/api/staff/content/${path}`, { session, payload });
const ARTICLE = {
  title: 'Closing the books in TallyPrime',
  slug: 'closing-the-books',
  summary: 'Year end, step by step.',
  body: '<p>Draft.</p>',
};
const liveArticle = async () => (await t.app.inject('/api/get-article/?slug=closing-the-books')).json().data as { body: string }[];

describe('a writer', () => {
  it('drafts and submits; an editor sends it back with a comment, the writer fixes it, the editor approves and it is live', async () => {
    const refused = await api(writer, 'POST', 'articles', ARTICLE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'A writer cannot publish: save a draft and submit it for review, and an editor or owner publishes it.',
    );
    const draft = (await api(writer, 'POST', 'articles', { ...ARTICLE, _status: 'draft' })).json().data.draft as { id: number };

    // Publish all leaves a writer's draft for review.
    const all = await api(editor, 'POST', 'publish', {});
    expect(all.json()).toMatchObject({
      data: { published: 0, left_for_review: 1 },
      message: 'No change was published; 1 draft waits for review.',
    });

    // The writer's account has a name (My account): each step names its person by it, else by their e-mail's name part.
    const named = await t.send('POST', '/api/staff/account/display-name', { session: writer, payload: { display_name: 'Kavya Joshi' } });
    expect(named.statusCode, named.body).toBe(200);
    const submitted = await api(writer, 'POST', `drafts/${draft.id}/submit`, { note: 'Ready for a look: the GST part is new.' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({
      review: 'in-review',
      review_steps: [{ action: 'submit', note: 'Ready for a look: the GST part is new.', actor: WRITER, actor_name: 'Kavya Joshi' }],
    });
    expect((await api(writer, 'POST', `drafts/${draft.id}/send-back`, { note: 'x' })).statusCode).toBe(403);
    expect((await api(writer, 'POST', `drafts/${draft.id}/approve`, {})).statusCode).toBe(403);
    expect((await api(writer, 'POST', 'publish', { items: [{ kind: 'articles', draft: draft.id }] })).statusCode).toBe(403);

    const back = await api(editor, 'POST', `drafts/${draft.id}/send-back`, { note: 'Add the due date for GSTR-9.' });
    expect(back.json().data).toMatchObject({ review: 'sent-back' });
    const [pending] = (await api(writer, 'GET', 'drafts')).json().data;
    expect(pending.review_steps.at(-1)).toMatchObject({
      action: 'send-back',
      note: 'Add the due date for GSTR-9.',
      actor: EDITOR,
      actor_name: 'rahul',
    });

    expect((await api(writer, 'PATCH', `drafts/${draft.id}`, { body: '<p>GSTR-9 is due by 31 December.</p>' })).statusCode).toBe(200);
    await api(writer, 'POST', `drafts/${draft.id}/submit`, { note: 'Added it.' });
    const approved = await api(editor, 'POST', `drafts/${draft.id}/approve`, { note: 'Thanks!' });
    expect(approved.json()).toMatchObject({ data: { published: true }, message: 'Approved and published.' });
    expect(await liveArticle()).toEqual([expect.objectContaining({ body: '<p>GSTR-9 is due by 31 December.</p>' })]);

    const activity = await t.send('GET', '/api/staff/activity', { session: await ownerSession() });
    const sentences = JSON.stringify(activity.json().data);
    expect(sentences).toContain(
      'Submitted a draft of a new article “Closing the books in TallyPrime” for review: “Ready for a look: the GST part is new.”',
    );
    expect(sentences).toContain(
      'Sent a draft of a new article “Closing the books in TallyPrime” back to its writer: “Add the due date for GSTR-9.”',
    );
    expect(sentences).toContain('Approved a draft of a new article “Closing the books in TallyPrime”: “Thanks!”');
  });

  it('cannot schedule, delete, or discard a colleague’s draft; may discard their own', async () => {
    const scheduled = await api(writer, 'PATCH', 'services/2', {
      heading: 'x',
      _status: 'draft',
      _publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.statusCode).toBe(403);
    expect((await api(writer, 'DELETE', 'services/2')).statusCode).toBe(403);
    const theirs = (await api(editor, 'PATCH', 'services/3', { heading: 'Editor’s', _status: 'draft' })).json().data.draft.id;
    expect((await api(writer, 'DELETE', `drafts/${theirs}`)).statusCode).toBe(403);
    const mine = (await api(writer, 'PATCH', 'services/2', { heading: 'Mine', _status: 'draft' })).json().data.draft.id;
    expect((await api(writer, 'DELETE', `drafts/${mine}`)).statusCode).toBe(200);
  });

  it('approved with a time: the draft goes live then, not now', async () => {
    const draft = (await api(writer, 'POST', 'articles', { ...ARTICLE, _status: 'draft' })).json().data.draft;
    await api(writer, 'POST', `drafts/${draft.id}/submit`, { note: '' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const approved = await api(editor, 'POST', `drafts/${draft.id}/approve`, { publish_at: at });
    expect(approved.json()).toMatchObject({ data: { published: false, draft: { publish_at: at, review: null } } });
    expect((await api(editor, 'GET', 'calendar')).json().data).toEqual([
      expect.objectContaining({ action: 'publish', draft_id: draft.id, at }),
    ]);
    expect(await liveArticle()).toEqual([]);

    // The writer changes it after the approval: the time comes off, so the new words wait for an editor.
    const rewritten = await api(writer, 'PATCH', `drafts/${draft.id}`, { body: '<p>Unread words.</p>' });
    expect(rewritten.json()).toMatchObject({
      data: { publish_at: null },
      message: 'Draft saved: visitors still see the live version. Its time to go live was taken off: an editor or owner sets it again.',
    });
    expect((await api(editor, 'GET', 'calendar')).json().data).toEqual([]);
    // The same through the item: an editor's scheduled draft of a service, saved by a writer.
    await api(editor, 'PATCH', 'services/3', { heading: 'From April', _status: 'draft', _publish_at: at });
    const theirs = await api(writer, 'PATCH', 'services/3', { heading: 'From May', _status: 'draft' });
    expect(theirs.json()).toMatchObject({
      data: { draft: { publish_at: null } },
      message: expect.stringContaining('Its time to go live was taken off'),
    });
    expect(contentUpkeep(new ContentStore(t.db)).publishDue(new Date(Date.parse(at) + 1000))).toBe(0);
    expect(await liveArticle()).toEqual([]);
  });

  it('moving an item or a new item’s draft in a scheduled draft takes its time off too; an editor’s move keeps it', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const calendar = async () => (await api(editor, 'GET', 'calendar')).json().data as { draft_id: number }[];
    const fact = (await api(editor, 'POST', 'quick-facts', { service_id: 1, fact_key: 'New', fact_value: 'Yes', _status: 'draft' })).json()
      .data.draft.id as number;
    const facts = (await api(editor, 'GET', 'quick-facts?parent_id=1')).json().data as { id: number }[];
    const item = facts.at(-1)!.id;
    await api(editor, 'PATCH', `drafts/${fact}`, { _publish_at: at });
    await api(editor, 'PATCH', `quick-facts/${item}`, { fact_value: 'From April', _status: 'draft', _publish_at: at });
    expect((await calendar()).length).toBe(2);

    // An editor's move keeps the time they set.
    const kept = await api(editor, 'POST', `drafts/${fact}/move`, { position: 0 });
    expect(kept.json()).toMatchObject({ data: { publish_at: at }, message: expect.not.stringContaining('taken off') });

    const placed = await api(writer, 'POST', `drafts/${fact}/move`, { position: 1 });
    expect(placed.json()).toMatchObject({
      data: { publish_at: null, position: 1 },
      message:
        'Its place is saved in the draft: it goes there when it is published. Its time to go live was taken off: an editor or owner sets it again.',
    });
    const moved = await api(writer, 'POST', `quick-facts/${item}/move`, { position: 0, _status: 'draft' });
    expect(moved.json()).toMatchObject({
      data: { draft: { publish_at: null, position: 0 } },
      message:
        'The move is saved as a draft: visitors still see the list as it was. Its time to go live was taken off: an editor or owner sets it again.',
    });
    expect(await calendar()).toEqual([]);
  });
});

describe('review notes', () => {
  it('over their limit are refused with 400 naming the limit; a send-back needs a reason', async () => {
    const draft = (await api(writer, 'POST', 'articles', { ...ARTICLE, _status: 'draft' })).json().data.draft;
    const long = await api(writer, 'POST', `drafts/${draft.id}/submit`, { note: 'x'.repeat(MAX_REVIEW_NOTE + 1) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(String(MAX_REVIEW_NOTE));
    await api(writer, 'POST', `drafts/${draft.id}/submit`, { note: 'Please look.' });
    const empty = await api(editor, 'POST', `drafts/${draft.id}/send-back`, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ note: 'is required: the writer reads it' });
  });
});

describe('the review’s e-mails, sent through SMTP_URL', () => {
  it('tell the editors and owners of a submission, and the writer of a send-back, with a link to the draft', async () => {
    const catcher = await startSmtpCatcher();
    const mailing = await buildStaffTestApp({ env: { SMTP_URL: catcher.url, SITE_ORIGIN: 'https://dexterity.example' } });
    try {
      await mailing.addAccount(WRITER, STAFF_PASSWORD, 'writer');
      await mailing.addAccount(EDITOR, STAFF_PASSWORD, 'editor');
      await mailing.addAccount('sales@example.in', STAFF_PASSWORD, 'sales');
      const [kavya, rahul] = [await mailing.signIn(WRITER), await mailing.signIn(EDITOR)];
      const send = (session: SignedIn, path: string, payload: object) =>
        mailing.send('POST', `/api/staff/content/${path}`, { session, payload });
      const draft = (await send(kavya, 'articles', { ...ARTICLE, _status: 'draft' })).json().data.draft as { id: number };
      expect((await send(kavya, `drafts/${draft.id}/submit`, { note: 'Ready.' })).statusCode).toBe(200);
      expect((await send(rahul, `drafts/${draft.id}/send-back`, { note: 'Add the due date.' })).statusCode).toBe(200);
      // An approval the rules refuse (a time after the draft's take-down) is no approval: nobody hears of it.
      const [one, two] = [new Date(Date.now() + 3_600_000).toISOString(), new Date(Date.now() + 7_200_000).toISOString()];
      const down = await mailing.send('PATCH', `/api/staff/content/drafts/${draft.id}`, {
        session: rahul,
        payload: { _unpublish_at: one },
      });
      expect(down.statusCode).toBe(200);
      expect((await send(rahul, `drafts/${draft.id}/approve`, { note: 'Good.', publish_at: two })).statusCode).toBe(400);
      await mailing.app.close();
    } finally {
      await mailing.close();
      await catcher.close();
    }
    // Each goes out on a connection of its own: they may arrive in either order.
    const arrived = catcher.mails.map(({ envelope, parsed }) => ({ to: envelope.to, subject: parsed.subject, text: parsed.text ?? '' }));
    expect(arrived).toHaveLength(2);
    const submitted = arrived.find((mail) => mail.subject === `In review: “${ARTICLE.title}”`);
    const sentBack = arrived.find((mail) => mail.subject === `Sent back: “${ARTICLE.title}”`);
    expect(submitted?.to).toEqual([EDITOR]);
    expect(sentBack?.to).toEqual([WRITER]);
    expect(submitted?.text).toContain('Ready.');
    expect(submitted?.text).toMatch(/^Open it in Pending changes: https:\/\/dexterity\.example\/staff\/content\?view=pending&draft=\d+$/m);
    expect(sentBack?.text).toContain('Add the due date.');
  });
});

async function ownerSession() {
  await t.addAccount('owner@example.in', STAFF_PASSWORD, 'owner');
  return t.signIn('owner@example.in');
}
