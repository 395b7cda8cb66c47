// A built page holding every block type of the section library (common/blocks/declarations.ts) in every variant its
// declaration offers, made from the declarations alone and published through the staff API as an editor's save
// is: a new block type, or a new option of a block's select field (the side of a picture today, a tone tomorrow),
// is on the page without a change here. Every field is filled — each list with two entries, rich text with every
// element the editor allows — so that whatever a block can draw is drawn.
import type { APIRequestContext } from '@playwright/test';

import { ANCHOR_PATTERN, BLOCKS, video } from '../../common/blocks/declarations';
import { DEFAULT_FOCUS, type Field } from '../../common/content-model/fields';

import { staffAccounts, staffApi } from './staff-account';

/** A patterned text field's value, by its pattern. A field with a pattern not here stops the test, naming it. */
const PATTERNED: Readonly<Record<string, string>> = {
  [video.fields.url.pattern.source]: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  // Each block's own is given in everyBlock: an anchor names one block of the page.
  [ANCHOR_PATTERN.source]: '',
};

/** The most characters of a text field that holds a figure rather than words (a figure's value: 20). */
const SHORT = 20;

/** What the page's values are made from: a picture the site serves, and an item of each kind a block names. */
interface Samples {
  image: string;
  idOf: (kind: string) => number;
}

const sentence = (label: string, max: number) =>
  `${label}: what a customer reads here, in a sentence or two of plain words about GST returns and TallyPrime.`.slice(0, max);

/** Rich text with each element the editor allows (common/rich-text.ts): a link inside running text among them. */
const richText = (image: string) =>
  [
    '<h2>What changes on 1 April</h2>',
    '<p>Every business above the threshold raises an e-invoice for each B2B sale; <a href="/contact">ask our consultants</a> ',
    'how <strong>TallyPrime</strong> does it, <em>without</em> a second entry.<br>On any day of the week.</p>',
    '<h3>Masters to check</h3><ul><li>GSTIN of every party</li><li>HSN and SAC codes</li></ul>',
    '<h4>In order</h4><ol><li>Set up</li><li>Check</li></ol>',
    '<blockquote><p>The portal refuses an invoice with a wrong code.</p></blockquote>',
    '<table><tbody><tr><th>Case</th><th>What to do</th></tr><tr><td>Wrong from the start</td><td>Cancel the IRN within 24 hours</td></tr></tbody></table>',
    `<hr><p><img src="${image}" alt="A ledger"></p>`,
  ].join('');

/**
 * A field's value in a variant (select fields take their options in turn). A text says what it is — its block
 * (`block`: the block's name and variant) and field, and its entry in a list (`entry`) — so no two are alike: two
 * sections of a page with one name would be one too many in a screen reader's list of landmarks.
 */
function valueOf(where: string, f: Field, variant: number, samples: Samples, block: string, entry = ''): unknown {
  const name = `${block}: ${f.label.replace(/ \(.*\)$/, '').toLowerCase()}${entry}`;
  switch (f.type) {
    case 'text': {
      // A link staff enter (common/links.ts): a page of this site, or an https:// address where only that is taken.
      if (f.link) return f.link === 'https' ? 'https://www.linkedin.com/company/dexterity' : '/contact';
      if (f.pattern) {
        const value = PATTERNED[f.pattern.source];
        if (value === undefined) throw new Error(`${where} has a pattern with no sample value: add one to PATTERNED`);
        return value;
      }
      // A field this short holds a figure ("500+"), not words.
      if (f.max <= SHORT) return f.default ?? `${(Number(entry) || 1) * 100}+`;
      return f.default ?? name.slice(0, f.max);
    }
    case 'long-text':
      return f.default ?? sentence(name, f.max);
    case 'rich-text':
      return richText(samples.image);
    case 'image':
      return samples.image;
    case 'select':
      return f.options[variant % f.options.length]!.value;
    case 'yes-no':
      return variant % 2 === 0;
    case 'relation':
      return samples.idOf(f.to);
    case 'relations':
      return [samples.idOf(f.to)];
    case 'list':
      return Array.from({ length: Math.min(f.max, Math.max(2, f.min ?? 0)) }, (_, index) => index + 1).map((n) =>
        Object.fromEntries(
          Object.entries(f.fields).map(([key, inner]) => [key, valueOf(`${where}.${key}`, inner, variant, samples, block, ` ${n}`)]),
        ),
      );
    case 'number':
      return f.default ?? f.min;
    case 'money':
      return 24_999;
    case 'focus':
      return DEFAULT_FOCUS;
    case 'rows':
    case 'blocks':
      return [];
  }
}

/** How many variants fields offer: their select fields' options in turn (yes-or-no fields: two), in lists too. */
function variantsOf(fields: Readonly<Record<string, Field>>): number {
  return Math.max(
    1,
    ...Object.values(fields).map((f) =>
      f.type === 'select' ? f.options.length : f.type === 'yes-no' ? 2 : f.type === 'list' ? variantsOf(f.fields) : 1,
    ),
  );
}

/** Every block type, in the picker's order, once for each variant of its declaration. */
export function everyBlock(samples: Samples): Array<{ type: string } & Record<string, unknown>> {
  return BLOCKS.flatMap((block) =>
    Array.from({ length: variantsOf(block.fields) }, (_, variant) => ({
      type: block.type,
      ...Object.fromEntries(
        Object.entries(block.fields).map(([key, f]) => [
          key,
          valueOf(`${block.type}.${key}`, f, variant, samples, `${block.label}${variant > 0 ? ` ${variant + 1}` : ''}`),
        ]),
      ),
    })),
  ).map((block, index) => ({ ...block, anchor: `part-${index + 1}` }));
}

/**
 * Publishes the page of every block at /<slug> on the server `request` talks to, as an owner signed in to the staff
 * API (its CSRF token and the site's Origin, as the staff pages send them); a page already there is saved again.
 * Returns the page's path and how many blocks it holds.
 */
export async function publishEveryBlockPage(
  request: APIRequestContext,
  { baseURL, email, slug, databasePath }: { baseURL: string; email: string; slug: string; databasePath?: string },
): Promise<{ path: string; blocks: number }> {
  const password = 'every-block-ledger-2026';
  await staffAccounts([email], password, databasePath);
  const api = await staffApi(request, baseURL, email, password);
  const content = (kind: string) => `content/${kind}`;
  const kinds = new Map<string, Array<Record<string, unknown>>>();
  for (const kind of new Set(['services', ...BLOCKS.flatMap((block) => relatedKinds(block.fields))]))
    kinds.set(kind, await api<Array<Record<string, unknown>>>('GET', content(kind)));
  // A picture the site already serves: the first service's.
  const image = kinds
    .get('services')!
    .map((service) => service.image)
    .find((src) => typeof src === 'string' && src !== '');
  if (typeof image !== 'string') throw new Error('No service has a picture to show in the blocks');
  // A service a customer story names, so that the customer stories block (stories about one service) draws its cards.
  const stories = await api<Array<{ service_ids: number[] }>>('GET', content('customer-stories'));
  const storied = new Set(stories.flatMap((story) => story.service_ids));
  const idOf = (kind: string) => {
    const items = kinds.get(kind) ?? [];
    const id = (kind === 'services' ? items.find((item) => storied.has(item.id as number)) : undefined)?.id ?? items[0]?.id;
    if (typeof id !== 'number') throw new Error(`No ${kind} to name in a block`);
    return id;
  };
  const blocks = everyBlock({ image, idOf });
  const page = { title: 'Every block', slug, search_title: '', search_description: '', share_image: '', blocks };
  const existing = (await api<Array<{ id: number; slug: string }>>('GET', content('pages'))).find((item) => item.slug === slug);
  await (existing ? api('PATCH', `${content('pages')}/${existing.id}`, page) : api('POST', content('pages'), page));
  return { path: `/${slug}`, blocks: blocks.length };
}

/** The kinds a block's relation fields name, in its lists too. */
function relatedKinds(fields: Readonly<Record<string, Field>>): string[] {
  return Object.values(fields).flatMap((f) =>
    f.type === 'relation' || f.type === 'relations' ? [f.to] : f.type === 'list' ? relatedKinds(f.fields) : [],
  );
}
