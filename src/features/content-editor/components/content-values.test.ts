import { pricingPlans, quickFacts } from '@common/content-model/kinds';
import { articles } from '@common/kinds/insights';
import { pages } from '@common/content-model/page-kinds';

import type { ContentItem, RecordValue } from '../api/content';
import { describe, expect, it } from 'vitest';

import { copyEntry, newRow, readableBlocks, readDraft, readDrafts, toDraft, toDrafts, type EntryDraft } from './content-form-drafts';
import { formatMoney, formatValue, parseMoney } from './content-values';

describe('amounts', () => {
  it('reads what staff type: grouped, with a currency sign, with paise', () => {
    expect(parseMoney('24,999')).toEqual({ value: 24999 });
    expect(parseMoney('₹24,999')).toEqual({ value: 24999 });
    expect(parseMoney(' ₹ 1,24,999 ')).toEqual({ value: 124999 });
    expect(parseMoney('24999.50')).toEqual({ value: 24999.5 });
    expect(parseMoney('Rs. 18000')).toEqual({ value: 18000 });
    expect(parseMoney('$49.5')).toEqual({ value: 49.5 });
    expect(parseMoney('')).toEqual({ value: null });
  });

  it('refuses what cannot be an amount, with a message', () => {
    for (const garbage of ['abc', 'twenty', '24.999.50', '1.234', '-500', '24,999,', '₹', '12 000x', '1e5']) {
      expect(parseMoney(garbage), garbage).toEqual({ error: expect.stringContaining('must be an amount') });
    }
  });

  it('writes amounts with Indian grouping, paise only when there are some', () => {
    expect(formatMoney(24999)).toBe('24,999');
    expect(formatMoney(2499999)).toBe('24,99,999');
    expect(formatMoney(100000)).toBe('1,00,000');
    expect(formatMoney(999)).toBe('999');
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(24999.5)).toBe('24,999.50');
    // What is written reads back as the same amount.
    expect(parseMoney(formatMoney(123456789.25))).toEqual({ value: 123456789.25 });
  });

  it('a required amount left empty, or an unreadable one, is a message, never dropped', () => {
    expect(readDraft(pricingPlans.fields.price, '')).toEqual({ error: 'is required' });
    expect(readDraft(pricingPlans.fields.price, 'lots')).toEqual({ error: expect.stringContaining('must be an amount') });
    expect(readDraft(pricingPlans.fields.discounted_price, '')).toEqual({ value: null });
    expect(readDraft(pricingPlans.fields.discounted_price, '₹15,000')).toEqual({ value: 15000 });
  });
});

describe('drafts', () => {
  it('a new item starts from the declared defaults', () => {
    expect(toDrafts(quickFacts)).toEqual({ fact_key: '', fact_value: '', show_facts: true });
    const drafts = toDrafts(pricingPlans);
    expect(drafts.currency).toBe('USD');
    expect(drafts.excludes_gst).toBe(false);
    expect(drafts.price_description).toEqual([]);
  });

  it('rows become single-key objects; empty rows are left out, a value without its label is a message', () => {
    const rows = [newRow('Users', 'Unlimited'), newRow('', ''), newRow(' Support ', '1 year')];
    expect(readDraft(pricingPlans.fields.price_description, rows)).toEqual({ value: [{ Users: 'Unlimited' }, { Support: '1 year' }] });
    expect(readDraft(pricingPlans.fields.price_description, [newRow('Users', 'One'), newRow('', 'orphan')])).toEqual({
      error: 'has a row without its feature (row 2)',
    });
  });

  it('reads a whole form, naming each field it cannot read', () => {
    const drafts = { ...toDrafts(pricingPlans), plan_type: 'basic', price: '₹24,999', year: '20.5', service_id: '' };
    const { values, errors } = readDrafts(pricingPlans, drafts);
    expect(values.price).toBe(24999);
    expect(values.service_id).toBeNull();
    expect(errors).toEqual({ year: 'must be a whole number' });
  });

  it('shows values as the list does', () => {
    expect(formatValue(quickFacts.fields.show_facts, true, {})).toBe('Shown');
    expect(formatValue(quickFacts.fields.show_facts, false, {})).toBe('Hidden');
    expect(formatValue(pricingPlans.fields.excludes_gst, true, {})).toBe('+ GST');
    expect(formatValue(pricingPlans.fields.price, 24999, {})).toBe('24,999');
    expect(formatValue(pricingPlans.fields.currency, 'INR', {})).toBe('Indian rupees (₹)');
    const services = [{ id: 3, position: 0, version: 1, parentId: 1, values: { description: 'TallyPrime', heading: '', image: '' } }];
    expect(formatValue(pricingPlans.fields.service_id, 3, { services })).toBe('TallyPrime');
    expect(formatValue(pricingPlans.fields.service_id, null, { services })).toBe(pricingPlans.fields.service_id.optional.label);
    expect(formatValue(pricingPlans.fields.price_description, [{ Users: 'One' }, { Support: '1 year' }], {})).toBe(
      'Users: One; Support: 1 year',
    );
  });
});

describe('a built page’s drafts', () => {
  const page: ContentItem = {
    id: 4,
    position: 0,
    version: 1,
    parentId: null,
    values: {
      title: 'Webinar',
      slug: 'webinar',
      search_title: '',
      search_description: '',
      share_image: '',
      blocks: [
        { type: 'faq', title: '', items: [{ question: 'Is it free?', answer: 'Yes.' }], anchor: 'questions' },
        { type: 'pricing', title: 'Plans', service_id: 1 },
        { type: 'rich-text', html: '<p></p>' },
      ],
    },
  };

  it('read back as the values they were made from, blocks and their lists included (an empty editor’s HTML as empty)', () => {
    const { values, errors } = readDrafts(pages, toDrafts(pages, page));
    expect(errors).toEqual({});
    // A block without an anchor reads as an empty one, as the server stores it.
    expect(values.blocks).toEqual([
      { type: 'faq', title: '', items: [{ question: 'Is it free?', answer: 'Yes.' }], anchor: 'questions' },
      { type: 'pricing', title: 'Plans', service_id: 1, anchor: '' },
      { type: 'rich-text', html: '', anchor: '' },
    ]);
  });

  it('name the block and field that cannot be read, and the live preview still draws what can', () => {
    const drafts = toDrafts(pages, {
      ...page,
      values: { ...page.values, blocks: [{ type: 'pricing', title: 'Plans', service_id: null }] },
    });
    expect(readDraft(pages.fields.blocks, drafts.blocks)).toEqual({
      error: 'has a problem in block 1 (Pricing plans): Service is required: choose one',
    });
    expect(readableBlocks(drafts.blocks)).toEqual([{ type: 'pricing', title: 'Plans', anchor: '' }]);
  });

  it('are copied with keys of their own, down to their lists’ entries', () => {
    const [faq] = toDrafts(pages, page).blocks as EntryDraft[];
    const copy = copyEntry(faq!);
    expect(copy.uid).not.toBe(faq!.uid);
    expect((copy.drafts.items as EntryDraft[])[0]!.uid).not.toBe((faq!.drafts.items as EntryDraft[])[0]!.uid);
    expect(readDrafts(pages, { ...toDrafts(pages, page), blocks: [copy] }).values.blocks).toEqual([
      (page.values.blocks as RecordValue[])[0],
    ]);
  });
});

describe('a time stored in UTC (an article’s Went live)', () => {
  const wentLive = articles.fields.published_at;

  it('is shown and typed in India time, to the second, and sent back in UTC', () => {
    expect(toDraft(wentLive, '2026-11-28T09:30:00Z')).toBe('2026-11-28T15:00:00');
    expect(readDraft(wentLive, '2026-11-28T15:00:00')).toEqual({ value: '2026-11-28T09:30:00Z' });
    // A browser's input without seconds, and a time past midnight in India that is the day before in UTC.
    expect(readDraft(wentLive, '2026-12-01T03:15')).toEqual({ value: '2026-11-30T21:45:00Z' });
    expect(readDraft(wentLive, toDraft(wentLive, '2026-01-31T23:59:59Z') as string)).toEqual({ value: '2026-01-31T23:59:59Z' });
  });

  it('stays empty when empty, and says what is wrong with what is not a time', () => {
    expect(toDraft(wentLive, '')).toBe('');
    expect(readDraft(wentLive, '')).toEqual({ value: '' });
    expect(readDraft(wentLive, '  ')).toEqual({ value: '' });
    expect(readDraft(wentLive, '28/11/2026')).toEqual({ error: 'must be a date and time in India, such as 28 Nov 2026, 3:00 pm' });
    expect(readDraft(wentLive, '2026-02-30T10:00')).toEqual({ error: 'must be a date and time in India, such as 28 Nov 2026, 3:00 pm' });
  });

  it('is written in India time in lists and histories, never UTC', () => {
    expect(formatValue(wentLive, '2026-11-28T09:30:00Z', {})).toBe('28 Nov 2026, 3:00 pm');
    expect(formatValue(wentLive, '', {})).toBe('');
    expect(wentLive.label).not.toMatch(/UTC/);
  });
});
