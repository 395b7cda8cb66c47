// Instant quotations (docs/quotations.md) through the whole server: a request as JSON or as a plain form post is
// refused per field with nothing kept, or priced with the seeded price book and kept as a numbered quotation and an
// enquiry; its private page and PDF answer at an unguessable link, and any other link is the site's 404; a later
// price change leaves it as it was.
import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { CONSENT_VERSION, HONEYPOT_FIELD } from '../../common/enquiry-rules.ts';
import { formatRupees } from '../../common/gst.ts';
import { addDays, formatIndiaDay, indiaDay } from '../../common/india-time.ts';
import { priceBook } from '../../common/kinds/price-book.ts';
import { quotationNumber } from '../../common/quotation.ts';
import { sampleEnquiry } from '../api/test-enquiry.ts';
import { DAY_MS, purgeOldEnquiries } from '../enquiries/retention.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../shared/test-smtp-catcher.ts';
import { buildStaffTestApp, type StaffTestApp } from '../staff/test-staff.ts';

let app: StaffTestApp | undefined;
let catcher: SmtpCatcher | undefined;
afterEach(async () => {
  await app?.close();
  await catcher?.close();
  app = catcher = undefined;
});

const ORIGIN = 'http://localhost:8080';

async function open(env: Record<string, string> = {}, files: Record<string, string> = {}) {
  app = await buildStaffTestApp({
    env: { SITE_ORIGIN: ORIGIN, ENQUIRY_LIMIT: '1000', ...env },
    dist: { ...serviceHeadingBuild(ORIGIN), ...files },
  });
  return app;
}

/** The seed's items by name: 2 = TallyPrime Gold, 3 = its renewal, 7 = a training seat. */
const request = (more: Record<string, unknown> = {}) => ({
  'qty-2': 2,
  'qty-3': 1,
  'qty-7': 3,
  state: '27',
  full_name: 'Asha Kulkarni',
  company: 'Kulkarni Traders',
  email: 'asha@kulkarni.example',
  phone: '+91 98220 11111',
  gstin: '27AAHFD4821K1ZC',
  consent_version: CONSENT_VERSION,
  ...more,
});

const post = (payload: Record<string, unknown>) => app!.send('POST', apiPaths.quotations, { payload });

const counts = () => {
  const db = app!.db;
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { quotations: count('quotations'), enquiries: count('enquiries') };
};

describe('a quotation request', () => {
  it('is priced with the price book, numbered, kept with an enquiry, and shown at its private link', async () => {
    await open();
    const before = counts();
    const response = await post(request());
    expect(response.statusCode, response.body).toBe(201);
    const { number, href } = response.json().data as { number: string; href: string };
    const year = Number(indiaDay().slice(0, 4));
    expect(number).toBe(quotationNumber(year, 1));
    expect(href).toMatch(/^\/quotation\/[A-Za-z0-9_-]{24}$/);
    expect(counts()).toEqual({ quotations: before.quotations + 1, enquiries: before.enquiries + 1 });

    // 2 × ₹67,500 + ₹13,500 + 3 × ₹3,500 = ₹1,59,000; in Maharashtra CGST and SGST 9% each: ₹14,310 each.
    const page = await app!.send('GET', href);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const text of [
      `Quotation ${number}`,
      'TallyPrime Gold (multi-user)',
      '997331',
      'Kulkarni Traders',
      'GSTIN: 27AAHFD4821K1ZC',
      'Maharashtra (27)',
      formatRupees(159_000_00),
      `CGST</td><td class="n">${formatRupees(14_310_00)}`,
      `SGST</td><td class="n">${formatRupees(14_310_00)}`,
      formatRupees(187_620_00),
      'Rupees One Lakh Eighty-Seven Thousand Six Hundred Twenty only',
      `quotation%20${number}`,
    ])
      expect(page.body).toContain(text);
    expect(page.body).not.toContain('IGST');

    const pdf = await app!.send('GET', `${href}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Sales find it in the inbox: its number and total, its lines and its link.
    const enquiry = app!.db.prepare('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
    expect(enquiry.full_name).toBe('Asha Kulkarni');
    expect(enquiry.page_details).toBe(`Quotation ${number}: ${formatRupees(187_620_00)}`);
    expect(enquiry.project_brief).toContain(`2 × TallyPrime Gold (multi-user) (per licence) at ${formatRupees(67_500_00)}`);
    expect(enquiry.project_brief).toContain(`${ORIGIN}${href}`);
    // The inbox's "Service / plan": none from /quote, the quotation's number.
    expect([enquiry.service_name, enquiry.plan_name]).toEqual(['', `Quotation ${number}`]);
    // From a service's page, that service: its lead in the reports.
    await post(request({ sent_from_page: '/service/service-2' }));
    const fromService = app!.db.prepare('SELECT service_name FROM enquiries ORDER BY id DESC LIMIT 1').get() as { service_name: string };
    const service = app!.db.prepare('SELECT description FROM services WHERE id = 2').get() as { description: string };
    expect(fromService.service_name).toBe(service.description);
    // From a service's page in Marathi, that service too.
    await post(request({ sent_from_page: '/mr/service/service-2' }));
    const fromMarathi = app!.db.prepare('SELECT service_name FROM enquiries ORDER BY id DESC LIMIT 1').get() as { service_name: string };
    expect(fromMarathi.service_name).toBe(service.description);
    // The app is built and the first PDF drawn here: the drawing thread starts (tsx and pdfkit loaded in it), which on
    // a busy 2-core machine took 3.6 s of the test's 12.8 s.
  }, 60_000);

  it('numbers each quotation of a year next, and keeps a quotation as it was when a price changes', async () => {
    await open();
    const first = (await post(request())).json().data as { number: string; href: string };
    await app!.addAccount();
    const session = await app!.signIn();
    const changed = await app!.send('PATCH', `/api/staff/content/${priceBook.name}/2`, { session, payload: { price: 72_000 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = (await post(request({ state: '29', gstin: '' }))).json().data as { number: string; href: string };
    expect(second.number).toBe(first.number.replace(/00001$/, '00002'));

    const kept = (await app!.send('GET', first.href)).body;
    expect(kept).toContain(formatRupees(67_500_00));
    expect(kept).not.toContain(formatRupees(72_000_00));
    // Another state: IGST at 18%, and the new price.
    const other = (await app!.send('GET', second.href)).body;
    expect(other).toContain(formatRupees(72_000_00));
    expect(other).toContain('IGST');
    expect(other).not.toContain('CGST');
  });

  it('takes a GST rate that starts today, and the settings staff changed; earlier quotations keep theirs', async () => {
    await open();
    const first = (await post(request())).json().data as { href: string };
    await app!.addAccount();
    const session = await app!.signIn();
    const today = indiaDay();
    const rated = await app!.send('PATCH', `/api/staff/content/${priceBook.name}/2`, {
      session,
      payload: {
        gst_rates: [
          { from: '2017-07-01', rate: 18 },
          // GST's highest rate since 22 September 2025, 40%: a rate staff can give.
          { from: today, rate: 40 },
        ],
      },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const settings = await app!.send('PATCH', '/api/staff/content/quotation-settings', {
      session,
      payload: { valid_days: 30, terms: 'Prices hold for thirty days.' },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    const second = (await post(request({ 'qty-3': 0, 'qty-7': 0 }))).json().data as { href: string };
    const page = (await app!.send('GET', second.href)).body;
    // 2 × ₹67,500 at 40%: CGST and SGST 20% each, ₹27,000.
    expect(page).toContain(`CGST</td><td class="n">${formatRupees(27_000_00)}`);
    expect(page).toContain('Prices hold for thirty days.');
    expect(page).toContain(`Valid until ${formatIndiaDay(addDays(today, 30))}`);
    const kept = (await app!.send('GET', first.href)).body;
    expect(kept).toContain(`CGST</td><td class="n">${formatRupees(14_310_00)}`);
    expect(kept).not.toContain('Prices hold for thirty days.');
  });

  it('refuses bad quantities, unknown items, a state not in India and a wrong GSTIN, naming the field, keeping nothing', async () => {
    await open();
    const before = counts();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ 'qty-2': -1 }, 'qty-2'],
      [{ 'qty-2': 1.5 }, 'qty-2'],
      [{ 'qty-2': '2.0' }, 'qty-2'],
      [{ 'qty-2': 10_001 }, 'qty-2'],
      [{ 'qty-2': '1e3' }, 'qty-2'],
      [{ 'qty-999': 1 }, 'qty-999'],
      [{ 'qty-2': 0, 'qty-3': 0, 'qty-7': 0 }, 'items'],
      [{ state: '99' }, 'state'],
      [{ state: 'Maharashtra' }, 'state'],
      [{ gstin: '27AAHFD4821K1ZD' }, 'gstin'],
      [{ state: '29' }, 'gstin'],
      [{ full_name: '' }, 'full_name'],
      [{ email: '', phone: '' }, 'email'],
      [{ consent_version: '' }, 'consent_version'],
    ];
    for (const [change, field] of cases) {
      const response = await post(request(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(change)).toContain(field);
    }
    expect(counts()).toEqual(before);
  });

  it('shares one count per address with the contact form: past ENQUIRY_LIMIT, either route is refused', async () => {
    await open({ ENQUIRY_LIMIT: '2' });
    const from = (remoteAddress: string, url: string, payload: object) =>
      app!.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await from('203.0.113.20', apiPaths.contact, sampleEnquiry)).statusCode).toBe(201);
    expect((await from('203.0.113.20', apiPaths.quotations, request())).statusCode).toBe(201);
    const refused = await from('203.0.113.20', apiPaths.quotations, request());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent several enquiries/);
    expect((await from('203.0.113.20', apiPaths.contact, sampleEnquiry)).statusCode).toBe(429);
    expect(counts()).toMatchObject({ quotations: 1, enquiries: 2 });
    // Another address has its own count.
    expect((await from('203.0.113.21', apiPaths.quotations, request())).statusCode).toBe(201);
  });

  it('without scripts: a form post is answered with a 303 to the quotation, or a page naming what to correct', async () => {
    await open();
    const form = (fields: Record<string, unknown>) =>
      app!.send('POST', apiPaths.quotations, {
        payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const made = await form(request({ 'qty-3': '', 'qty-7': '' }));
    expect(made.statusCode).toBe(303);
    const page = await app!.send('GET', made.headers.location as string);
    expect(page.body).toContain('TallyPrime Gold (multi-user)');
    expect(page.body).not.toContain('TallyPrime Gold renewal');

    const refused = await form(request({ gstin: '27AAHFD4821K1ZD' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Your GSTIN must be 15 characters');
    expect(refused.body).toContain('<a href="/quote">Back to the quotation builder</a>');
    // A name of zero-width spaces is no name: nothing is issued.
    const before = counts();
    const nameless = await form(request({ full_name: '\u200b\u200b' }));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toContain('<li>Please enter your full name.</li>');
    expect(counts()).toEqual(before);

    // From a Marathi service page: the page in Marathi, each message too (the contact's among them), and the way back
    // to that page; a bot's post goes back there as well.
    const inMarathi = await form(request({ state: '29', full_name: '', sent_from_page: '/mr/service/service-2' }));
    expect(inMarathi.statusCode).toBe(400);
    expect(inMarathi.body).toContain('<html lang="mr">');
    expect(inMarathi.body).toContain('<h1>कृपया तुमची मागणी दुरुस्त करा</h1>');
    expect(inMarathi.body).toContain(
      '<li>तुमचा GSTIN कर्नाटक राज्यातील नाही: त्याचे पहिले दोन अंक राज्याचा कोड असतात. राज्य किंवा GSTIN तपासा.</li>',
    );
    expect(inMarathi.body).toContain('<li>कृपया तुमचे पूर्ण नाव लिहा.</li>');
    expect(inMarathi.body).toContain('<a href="/mr/service/service-2">कोटेशनच्या पानावर परत जा</a>');
    expect(inMarathi.body).not.toMatch(/Please|GSTIN is not/);
    const bot = await form(request({ [HONEYPOT_FIELD]: 'x', sent_from_page: '/hi/quote' }));
    expect([bot.statusCode, bot.headers.location]).toEqual([303, '/hi/quote']);
    // Sent back where it came from as a header carries it: an address in Devanagari percent-encoded, and the home page
    // for one a browser would read as another site's or that no header can carry (once a 500, or a way off the site).
    const backTo = async (sentFrom: string) => {
      const answer = await form(request({ [HONEYPOT_FIELD]: 'x', sent_from_page: sentFrom }));
      return [answer.statusCode, answer.headers.location];
    };
    expect(await backTo('/mr/सेवा?x=1')).toEqual([303, `/mr/${encodeURIComponent('सेवा')}`]);
    expect(await backTo('/\t/elsewhere.example')).toEqual([303, '/']);
    expect(await backTo('/mr/quote\n/elsewhere.example')).toEqual([303, '/']);
    expect(await backTo('/\\elsewhere.example')).toEqual([303, '/']);
  });

  it('without scripts, from a Marathi page: the page naming what to correct is drawn in the build’s Devanagari font, which its policy lets in', async () => {
    // The build's Noto Sans Devanagari file: a system without a Devanagari font would draw the page's words as boxes.
    const font = 'noto-sans-devanagari-400-Bq3xY7Lm.woff2';
    await open({}, { [`client/assets/${font}`]: '' });
    const form = (fields: Record<string, unknown>) =>
      app!.send('POST', apiPaths.quotations, {
        payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const inMarathi = await form(request({ full_name: '', sent_from_page: '/mr/quote' }));
    expect(inMarathi.statusCode).toBe(400);
    expect(inMarathi.body).toContain('<h1>कृपया तुमची मागणी दुरुस्त करा</h1>');
    for (const text of [
      `src:local("Noto Sans Devanagari Regular"),local("NotoSansDevanagari-Regular"),url(/assets/${font}) format("woff2");unicode-range:U+0900-097F`,
      'body{font-family:"Noto Sans Devanagari",system-ui,',
      `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`,
    ])
      expect(inMarathi.body).toContain(text);
    // Its policy lets in its one style and the font from this server, nothing else.
    const styles = [...inMarathi.body.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css!);
    expect(styles).toHaveLength(1);
    expect(inMarathi.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'; font-src 'self'; frame-ancestors 'none'`,
    );

    // An English page names no font, and is sent under the API's policy, which lets nothing in.
    const inEnglish = await form(request({ full_name: '' }));
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.body).toContain('<html lang="en-IN">');
    expect(inEnglish.body).not.toMatch(/<style|woff2|font-family/);
    expect(inEnglish.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('refuses a request from a Hindi page in Hindi, field by field, as the builder shows it', async () => {
    await open();
    const refused = await post(request({ state: '', 'qty-2': 'two', sent_from_page: '/hi/quote' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'qty-2': 'TallyPrime Gold (multi-user): कृपया 0 से 10,000 तक की पूरी संख्या दें।',
      state: 'कृपया अपना राज्य चुनें, ताकि तय हो सके कि GST, CGST और SGST के रूप में लगेगा या IGST के रूप में।',
    });
  });

  it('is e-mailed to the visitor with its PDF, and to sales as an enquiry, through SMTP_URL', async () => {
    catcher = await startSmtpCatcher();
    await open({ SMTP_URL: catcher.url, ENQUIRY_TO: 'sales@dexterity.example' });
    const { number, href } = (await post(request())).json().data as { number: string; href: string };
    await app!.app.close();

    expect(catcher.mails).toHaveLength(2);
    const toVisitor = catcher.mails.find((mail) => mail.envelope.to.includes('asha@kulkarni.example'))!;
    expect(toVisitor.parsed.subject).toBe(`Your quotation ${number}`);
    expect(toVisitor.parsed.text).toContain(`Quotation ${number} is attached as a PDF: ${formatRupees(187_620_00)} with GST`);
    expect(toVisitor.parsed.text).toContain(`${ORIGIN}${href}`);
    const [pdf] = toVisitor.parsed.attachments;
    expect(pdf?.filename).toBe(`${number}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const toSales = catcher.mails.find((mail) => mail !== toVisitor)!;
    expect(toSales.envelope.to).toEqual(['sales@dexterity.example']);
    expect(toSales.parsed.text).toContain(`Quotation ${number}`);
    expect(toSales.parsed.text).toContain('3 × TallyPrime training seat');
  });

  it('answers a guessed or enumerated link with the 404 page', async () => {
    await open();
    const { href } = (await post(request())).json().data as { href: string };
    for (const path of [
      '/quotation/AAAAAAAAAAAAAAAAAAAAAAAA',
      // The link with its last character changed (to one it does not already end in).
      `${href.slice(0, -1)}${href.endsWith('x') ? 'y' : 'x'}`,
      '/quotation/1',
      `/quotation/${'x'.repeat(40)}/pdf`,
    ]) {
      const response = await app!.send('GET', path);
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('a quotation whose enquiry goes', () => {
  it('goes with it, every revision: deleted by staff, past the retention period or erased; its links answer 404', async () => {
    await open();
    await app!.addAccount();
    const session = await app!.signIn();
    /** A quotation revised once: its links and its PDFs' links, and its enquiry. */
    const revisedOne = async (more: Record<string, unknown>) => {
      const { href } = (await post(request(more))).json().data as { href: string };
      const enquiryId = app!.db.prepare('SELECT max(id) FROM enquiries').pluck().get() as number;
      const revised = await app!.send('POST', `/api/staff/enquiries/${enquiryId}/quotations`, {
        session,
        payload: { quantities: { '2': 3 }, state: '27' },
      });
      const links = [href, (revised.json().data.quotation as { href: string }).href].flatMap((link) => [link, `${link}/pdf`]);
      for (const link of links) expect((await app!.send('GET', link)).statusCode, link).toBe(200);
      return { enquiryId, links };
    };
    const answers = async (links: readonly string[]) => Promise.all(links.map(async (link) => (await app!.send('GET', link)).statusCode));

    const deleted = await revisedOne({});
    const erased = await revisedOne({ email: 'meera@joshi.example', full_name: 'Meera Joshi', phone: '' });
    const expired = await revisedOne({ email: 'ravi@patil.example', full_name: 'Ravi Patil', phone: '' });

    expect((await app!.send('DELETE', `/api/staff/enquiries/${deleted.enquiryId}`, { session })).statusCode).toBe(200);
    expect(await answers(deleted.links)).toEqual([404, 404, 404, 404]);

    const erasure = await app!.send('POST', '/api/staff/privacy/erase', { session, payload: { email: 'meera@joshi.example' } });
    expect(erasure.json().data).toEqual({ enquiries: 1, quotations: 1 });
    expect(await answers(erased.links)).toEqual([404, 404, 404, 404]);

    // Past the retention period: received over a month before the purge.
    expect(await answers(expired.links)).toEqual([200, 200, 200, 200]);
    expect(purgeOldEnquiries(app!.db, 1, new Date(Date.now() + 40 * DAY_MS)).removed).toBe(1);
    expect(await answers(expired.links)).toEqual([404, 404, 404, 404]);
    expect(counts().quotations).toBe(0);
  });
});

describe('a quotation asked on a Marathi page', () => {
  it('speaks Marathi: its page, its e-mail and its total in words, the English it holds marked; sales read it in English', async () => {
    catcher = await startSmtpCatcher();
    // The build's Noto Sans Devanagari file, which the page names for a reader without a Devanagari font.
    const font = 'noto-sans-devanagari-400-Bq3xY7Lm.woff2';
    await open({ SMTP_URL: catcher.url, ENQUIRY_TO: 'sales@dexterity.example' }, { [`client/assets/${font}`]: '' });
    const response = await post(request({ sent_from_page: '/mr/service/service-2' }));
    expect(response.statusCode, response.body).toBe(201);
    const { number, href } = response.json().data as { number: string; href: string };
    const kept = app!.db.prepare('SELECT document FROM quotations ORDER BY id DESC LIMIT 1').pluck().get() as string;
    const { validUntil, lang } = JSON.parse(kept) as { validUntil: string; lang: string };
    expect(lang).toBe('mr');
    // "15 डिसें, 2026": the month in Marathi, digits 0–9.
    const valid = new Intl.DateTimeFormat('mr-IN-u-nu-latn', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${validUntil}T12:00:00Z`),
    );
    expect(valid).toMatch(/^\d{1,2} \S+, \d{4}$/);

    const page = await app!.send('GET', href);
    expect(page.statusCode).toBe(200);
    for (const text of [
      '<html lang="mr">',
      `<h1>कोटेशन <span class="number">${number}</span></h1>`,
      `${valid} पर्यंत वैध`,
      '<h2 id="for">खरेदीदार</h2>',
      'राज्य: महाराष्ट्र (27)',
      // The price book's items and the seller's address are English, marked so.
      '<td class="item" lang="en">TallyPrime Gold (multi-user)',
      // On a phone each line's figures are named beside them, in the page's language.
      '<td class="n" data-label="दर">₹67,500.00</td>',
      'प्रति लायसन्स',
      'एक लाख सत्त्याऐंशी हजार सहाशे वीस रुपये फक्त',
      'PDF डाउनलोड करा',
      `href="/mr/quote">दुसरे कोटेशन तयार करा</a>`,
      encodeURIComponent(`नमस्कार, मला कोटेशन ${number} बद्दल एक प्रश्न आहे.`),
      `font-display:optional;src:local("Noto Sans Devanagari Regular"),local("NotoSansDevanagari-Regular"),url(/assets/${font}) format("woff2");unicode-range:U+0900-097F`,
      `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`,
    ])
      expect(page.body).toContain(text);
    // Its policy lets the page's two styles and its own font in, nothing else.
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'sha256-[\w+/=]+' 'sha256-[\w+/=]+'; font-src 'self';/);
    for (const [, css] of page.body.matchAll(/<style>([^<]*)<\/style>/g))
      expect(policy).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
    expect(page.body).not.toContain('Rupees');
    expect(page.body).not.toContain('Download the PDF');
    // An English quotation without a Devanagari word does not ask for the font.
    const english = (await post(request({ email: '' }))).json().data as { href: string };
    const englishPage = (await app!.send('GET', english.href)).body;
    expect(englishPage).toContain('<html lang="en-IN">');
    expect(englishPage).not.toContain('rel="preload"');
    await app!.app.close();

    const toVisitor = catcher.mails.find((mail) => mail.envelope.to.includes('asha@kulkarni.example'))!;
    expect(toVisitor.parsed.subject).toBe(`तुमचे कोटेशन ${number}`);
    expect(toVisitor.parsed.text).toContain(`प्रिय Asha,`);
    expect(toVisitor.parsed.text).toContain(
      `कोटेशन ${number} PDF स्वरूपात सोबत जोडले आहे: GST सह ${formatRupees(187_620_00)}, ${valid} पर्यंत वैध.`,
    );
    expect(toVisitor.parsed.text).toContain(`${ORIGIN}${href}`);
    // Sales read the enquiry in English, told the visitor wrote from a Marathi page.
    const toSales = catcher.mails.find((mail) => mail !== toVisitor && mail.parsed.text?.includes(`Quotation ${number} `))!;
    expect(toSales.parsed.text).toContain('Rupees One Lakh Eighty-Seven Thousand Six Hundred Twenty only');
    expect(toSales.parsed.text).toContain('Language: Marathi');
  });
});

describe('the sales desk', () => {
  /** A quotation made by a visitor, and a member of sales signed in. */
  async function made(env: Record<string, string> = {}, visitor: Record<string, unknown> = {}) {
    await open(env);
    const { number, href } = (await post(request(visitor))).json().data as { number: string; href: string };
    const enquiryId = (app!.db.prepare('SELECT MAX(id) AS id FROM enquiries').get() as { id: number }).id;
    await app!.addAccount('sales@dexterity.example', 'a long sales password 1', 'sales');
    const session = await app!.signIn('sales@dexterity.example', 'a long sales password 1');
    const desk = (method: 'GET' | 'POST' | 'PATCH', path = '', payload?: unknown) =>
      app!.send(method, `/api/staff/enquiries/${enquiryId}/quotations${path}`, { session, payload: payload as Record<string, unknown> });
    return { number, href, enquiryId, session, desk };
  }

  it('revises a quotation: the same number with -R1, priced today; the first marked revised and still at its link', async () => {
    const { number, href, desk, enquiryId, session } = await made();
    const [first] = (await desk('GET')).json().data.quotations as Array<{ id: number; number: string; status: string }>;
    expect(first).toMatchObject({ number, status: 'sent' });

    const revised = await desk('POST', '', { quantities: { '2': 3, '3': 1 }, state: '29' });
    expect(revised.statusCode, revised.body).toBe(400);
    expect(revised.json().fields).toEqual({ gstin: expect.stringContaining('not one of Karnataka') });

    const made1 = await desk('POST', '', { quantities: { '2': 3, '3': 1 }, state: '27' });
    expect(made1.statusCode, made1.body).toBe(201);
    const r1 = made1.json().data.quotation as { number: string; href: string; total_paise: number };
    // 3 × ₹67,500 + ₹13,500 = ₹2,16,000, and 18% GST: ₹2,54,880.
    expect(r1).toMatchObject({ number: `${number}-R1`, total_paise: 254_880_00 });
    expect((await app!.send('GET', r1.href)).body).toContain(`Quotation ${number}-R1`);
    expect((await app!.send('GET', href)).body).toContain(formatRupees(187_620_00));
    const list = (await desk('GET')).json().data.quotations as Array<{ number: string; status: string }>;
    expect(list.map(({ number: n, status }) => [n, status])).toEqual([
      [number, 'revised'],
      [`${number}-R1`, 'sent'],
    ]);
    const { notes } = (await app!.send('GET', `/api/staff/enquiries/${enquiryId}`, { session })).json().data as {
      notes: Array<{ body: string; author: string }>;
    };
    expect(notes.map((note) => [note.author, note.body])).toContainEqual([
      'sales@dexterity.example',
      `Revised the quotation: ${number}-R1, ${formatRupees(254_880_00)}.`,
    ]);

    expect((await desk('POST', '', { quantities: { '999': 1 }, state: '27' })).json().fields).toEqual({ 'qty-999': expect.any(String) });
    expect((await desk('POST', '', { quantities: { '2': -1 }, state: '27' })).statusCode).toBe(400);
  });

  it('revises a quotation asked in Hindi in Hindi, its total in words too', async () => {
    const { number, desk } = await made({}, { sent_from_page: '/hi/quote' });
    const revised = await desk('POST', '', { quantities: { '2': 3, '3': 1 }, state: '27' });
    expect(revised.statusCode, revised.body).toBe(201);
    const page = (await app!.send('GET', (revised.json().data.quotation as { href: string }).href)).body;
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain(`<h1>कोटेशन <span class="number">${number}-R1</span></h1>`);
    // ₹2,54,880.
    expect(page).toContain('दो लाख चौवन हज़ार आठ सौ अस्सी रुपये मात्र');
  });

  it('are counted in the reports by what became of them, each number once as its latest revision', async () => {
    const { desk } = await made();
    await desk('POST', '', { quantities: { '2': 3, '3': 1 }, state: '27' });
    const latest = ((await desk('GET')).json().data.quotations as Array<{ id: number }>).at(-1)!;
    await desk('PATCH', `/${latest.id}`, { status: 'accepted' });
    await post(request({ 'qty-3': 0, 'qty-7': 0 }));
    const today = indiaDay();
    await app!.addAccount();
    const owner = await app!.signIn();
    const report = (await app!.send('GET', `/api/staff/reports?from=${today}&to=${today}`, { session: owner })).json().data;
    // ₹2,54,880 accepted (the revision of the first); 2 × ₹67,500 and 18% GST = ₹1,59,300 sent.
    expect(report.quotations).toEqual([
      { status: 'accepted', count: 1, value: 254_880_00 },
      { status: 'sent', count: 1, value: 159_300_00 },
    ]);
  });

  it('marks what became of a quotation; another enquiry’s or an unknown status is refused', async () => {
    const { desk, enquiryId } = await made();
    const [first] = (await desk('GET')).json().data.quotations as Array<{ id: number }>;
    const accepted = await desk('PATCH', `/${first!.id}`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.quotation.status).toBe('accepted');
    expect((await desk('PATCH', `/${first!.id}`, { status: 'won' })).statusCode).toBe(400);
    expect((await desk('PATCH', `/${first!.id}`, { status: 'revised' })).statusCode).toBe(400);
    expect((await desk('PATCH', `/${first!.id + 1}`, { status: 'lost' })).statusCode).toBe(404);
    expect((await app!.send('GET', `/api/staff/enquiries/${enquiryId + 1}/quotations`, {})).statusCode).toBe(401);
  });

  it('sends a quotation again by e-mail with its PDF; says so when e-mail is off; other roles and forged requests are refused', async () => {
    catcher = await startSmtpCatcher();
    const { number, desk, enquiryId, session } = await made({ SMTP_URL: catcher.url, ENQUIRY_TO: 'sales@dexterity.example' });
    const [first] = (await desk('GET')).json().data.quotations as Array<{ id: number }>;
    const sent = await desk('POST', `/${first!.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Quotation ${number} e-mailed to asha@kulkarni.example.`);
    expect(
      (await app!.send('POST', `/api/staff/enquiries/${enquiryId}/quotations/${first!.id}/send`, { session, csrfToken: null })).statusCode,
    ).toBe(403);
    await app!.addAccount('editor@dexterity.example', 'a long editor password 1', 'editor');
    const editor = await app!.signIn('editor@dexterity.example', 'a long editor password 1');
    expect(
      (await app!.send('POST', `/api/staff/enquiries/${enquiryId}/quotations/${first!.id}/send`, { session: editor })).statusCode,
    ).toBe(403);
    await app!.app.close();
    const again = catcher.mails.filter((mail) => mail.parsed.subject === `Your quotation ${number}`);
    // Once when it was made, once sent again.
    expect(again).toHaveLength(2);
    expect(again[1]!.parsed.attachments[0]?.filename).toBe(`${number}.pdf`);
  });

  it('cannot e-mail a quotation when e-mail is off, or when the buyer gave no address', async () => {
    const { desk } = await made();
    const [first] = (await desk('GET')).json().data.quotations as Array<{ id: number }>;
    const off = await desk('POST', `/${first!.id}/send`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain('E-mail is not set up');
    await app!.close();

    catcher = await startSmtpCatcher();
    const phoneOnly = await made({ SMTP_URL: catcher.url, ENQUIRY_TO: 'sales@dexterity.example' }, { email: '' });
    const [only] = (await phoneOnly.desk('GET')).json().data.quotations as Array<{ id: number }>;
    const noAddress = await phoneOnly.desk('POST', `/${only!.id}/send`);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toContain('The buyer gave no e-mail address');
  });
});
