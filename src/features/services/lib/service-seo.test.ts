import { describe, expect, it } from 'vitest';

import { META_DESCRIPTION_MAX, serviceMetaDescription, trimAtWord } from './service-seo';

describe('the meta description of a service', () => {
  it('is the heading, then the first section, as one sentence run', () => {
    expect(serviceMetaDescription('Single-user TallyPrime', 'Books, stock and GST for one user.', 'fallback')).toBe(
      'Single-user TallyPrime. Books, stock and GST for one user.',
    );
    expect(serviceMetaDescription('Ready to go!', 'Install today.', 'fallback')).toBe('Ready to go! Install today.');
  });

  it('is trimmed at a word to at most 160 characters, with an ellipsis', () => {
    const section =
      'TallyPrime Silver gives one user complete books of account, stock registers, GST returns and MIS reports on a single computer, with remote access.';
    const description = serviceMetaDescription('Single-user TallyPrime for owner-run businesses', section, 'fallback');
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    // Every word kept is whole: what precedes the ellipsis is a prefix ending where a word ended.
    const kept = description.slice(0, -1);
    const full = `Single-user TallyPrime for owner-run businesses. ${section}`;
    expect(full.startsWith(kept)).toBe(true);
    expect(full.charAt(kept.length)).toMatch(/[\s,]/);
  });

  it('uses the heading alone when there is no section, and the fallback when there is nothing', () => {
    expect(serviceMetaDescription('Cloud hosting for Tally', undefined, 'fallback')).toBe('Cloud hosting for Tally');
    expect(serviceMetaDescription('  ', '', 'The company offers')).toBe('The company offers');
  });

  it('folds white space and cuts a single overlong word rather than dropping it', () => {
    expect(trimAtWord('  many \n  spaces\there ')).toBe('many spaces here');
    const word = 'x'.repeat(400);
    expect(trimAtWord(word)).toBe(`${'x'.repeat(META_DESCRIPTION_MAX - 1)}…`);
  });
});
