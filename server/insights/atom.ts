// The Atom document of the Insights feed (RFC 4287), written here rather than by a feed library: the one we used
// marked titles and summaries `type="html"` inside CDATA, so a title such as "Shortcuts: <Alt+F1>" lost its
// words in a reader and a title holding markup was live HTML there; it also let `]]>` and control characters
// through, which make the whole document unreadable. Every text goes through `xmlText`, and only the body,
// already cleaned to the rich-text allow-list when it was saved, is HTML.

/** One article as the feed writes it. */
export interface AtomEntry {
  /** Its permanent id: the article's address. */
  id: string;
  /** The article's address. */
  link: string;
  title: string;
  summary: string;
  /** The body as HTML, its links absolute. */
  html: string;
  published: Date;
  /** The authors' names (none: the feed's author stands for them). */
  authors: readonly string[];
  categories: readonly { term: string; label: string }[];
  /** The language of a text that is not the feed's own (a Marathi feed's article not translated yet: `en-IN`). */
  languages?: Partial<Record<'title' | 'summary' | 'content' | 'categories', string | undefined>>;
}

export interface AtomDocument {
  id: string;
  title: string;
  subtitle: string;
  /** The page the feed is of (/insights). */
  link: string;
  /** The feed's own address. */
  self: string;
  language: string;
  updated: Date;
  rights: string;
  author: string;
  entries: readonly AtomEntry[];
}

/**
 * Characters XML 1.0 allows nowhere (the C0 controls but tab, line feed and carriage return; a lone surrogate;
 * U+FFFE and U+FFFF): one of them and a reader refuses the whole feed, so they are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute's value: markup, `&` and `]]>` become plain characters. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An attribute's value: as text, and its tabs and line breaks as references (a parser turns them to spaces). */
const attributeValue = (value: string) => xmlText(value).replace(/[\t\n\r]/g, (white) => `&#${white.charCodeAt(0)};`);

const attributes = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${attributeValue(value)}"`)
    .join('');

const element = (name: string, text: string, attrs: Readonly<Record<string, string>> = {}) =>
  `<${name}${attributes(attrs)}>${xmlText(text)}</${name}>`;

const link = (attrs: Readonly<Record<string, string>>) => `<link${attributes(attrs)}/>`;

const author = (name: string) => `<author>${element('name', name)}</author>`;

/** `xml:lang` for a text in another language than the feed's; nothing otherwise. */
const inLanguage = (lang: string | undefined): Record<string, string> => (lang ? { 'xml:lang': lang } : {});

function entry(item: AtomEntry): string {
  const lang = item.languages ?? {};
  return [
    '<entry>',
    element('title', item.title, { type: 'text', ...inLanguage(lang.title) }),
    element('id', item.id),
    link({ rel: 'alternate', type: 'text/html', href: item.link }),
    element('published', item.published.toISOString()),
    element('updated', item.published.toISOString()),
    ...item.authors.map(author),
    ...item.categories.map(
      (category) => `<category${attributes({ term: category.term, label: category.label, ...inLanguage(lang.categories) })}/>`,
    ),
    ...(item.summary ? [element('summary', item.summary, { type: 'text', ...inLanguage(lang.summary) })] : []),
    // HTML escaped as text (never CDATA, which one `]]>` in the body would end early).
    element('content', item.html, { type: 'html', ...inLanguage(lang.content) }),
    '</entry>',
  ].join('\n');
}

/** The feed as an XML document. */
export function atomFeed(feed: AtomDocument): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${attributes({ 'xml:lang': feed.language })}>`,
    element('id', feed.id),
    element('title', feed.title, { type: 'text' }),
    element('subtitle', feed.subtitle, { type: 'text' }),
    element('updated', feed.updated.toISOString()),
    link({ rel: 'alternate', type: 'text/html', href: feed.link }),
    link({ rel: 'self', type: 'application/atom+xml', href: feed.self }),
    element('rights', feed.rights, { type: 'text' }),
    author(feed.author),
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
