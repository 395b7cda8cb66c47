// What a rich-text field may hold once the server has cleaned it (server/pages/rich-text.ts, with sanitize-html):
// the tags and attributes kept, and which addresses a picture may have (a link's are common/links.ts's rule, 'rich-text':
// a page of this site, http(s)://, mailto: or tel:). Plain data, for the editor's help and the site's styles;
// everything else (scripts, styles, frames, on… attributes, javascript: links) is removed when the text is saved.

/** The tags kept; any other tag is removed (its text kept, but a script's or a style's removed with it). */
export const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'hr',
] as const;

/** The attributes kept, by tag (a link's `rel` is the server's: `noopener noreferrer` on links to other sites). */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
} as const;

/** A picture's address: a file of this site's media library (`/media/…`); a picture from anywhere else is removed. */
export const RICH_TEXT_PICTURE = /^\/media\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;
