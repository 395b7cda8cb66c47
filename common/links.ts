// The one rule for every link staff enter — a redirect's target, a menu entry, a block's button, a social page, a link
// in rich text — and how a link is written for the web. Shared by the server (the content model's schemas, the rich
// text's cleaning, the redirects' Location) and the staff editor in the browser, so both refuse the same addresses
// with the same words. docs/staff-area.md, "Links".
import { isSitePath } from './paths.ts';

/**
 * What a link field takes: a page of this site or an https:// address (menus, redirects), that or a block of the same
 * page (`#enquiry`: a block's button), or https:// only.
 */
export type LinkFieldRule = 'page-or-https' | 'button' | 'https';

/** Rich text keeps, besides, the http://, mailto: and tel: links it kept before the rule (docs/decisions/0029). */
export type LinkRule = LinkFieldRule | 'rich-text';

interface RuleOf {
  /** A page of this site, starting with one "/". */
  pages: boolean;
  /** `#` and a block's anchor: a block on the same page (a block's button). */
  anchors?: true;
  /** Schemes taken besides https:. */
  also: readonly ('http' | 'mailto' | 'tel')[];
  /** What a refusal says the link must be. */
  what: string;
}

const RULES: Readonly<Record<LinkRule, RuleOf>> = {
  'page-or-https': { pages: true, also: [], what: 'a page of this site starting with one / (such as /about) or an https:// address' },
  button: {
    pages: true,
    anchors: true,
    also: [],
    what: 'a page of this site starting with one / (such as /about), an https:// address, or # and the anchor of a block on this page (such as #enquiry)',
  },
  https: { pages: false, also: [], what: 'an https:// address' },
  'rich-text': {
    pages: true,
    also: ['http', 'mailto', 'tel'],
    what: 'a page of this site starting with one / (such as /about), an http(s):// address, or an e-mail (mailto) or phone (tel) link',
  },
};

// A lone half of a UTF-16 surrogate pair: no URL can carry it.
const LONE_SURROGATE = /\p{Cs}/u;
// Spaces and control characters end a link where a browser or a header reads it; the rest are never part of one
// (RFC 3986), and a backslash is read as "/" by browsers ("/\evil.example" is "//evil.example").
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
const NEVER = /[<>"`{}|^\\]/;
const TEL = /^tel:[+0-9 ().-]+$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A block's anchor after its `#` (common/blocks/declarations.ts holds the names a block may take). */
const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Where a path is resolved to see that it stays on this site. */
const THIS_SITE = 'https://this-site.invalid';

/** Why the value is not a link the rule takes: a reason, '' when "must be …" says it all, undefined when it is one. */
function whyNot(value: string, rule: RuleOf): string | undefined {
  if (value.startsWith('#') && rule.anchors) {
    if (value === '#') return 'it names no block: write # and the anchor of a block on this page';
    return ANCHOR.test(value.slice(1)) ? undefined : 'after # comes a block’s anchor: lowercase letters, digits and hyphens';
  }
  if (value.startsWith('/') && !isSitePath(value)) return `"${value.slice(0, 2)}" at its start leads to another site`;
  if (LONE_SURROGATE.test(value)) return 'it holds a broken character (half of a UTF-16 surrogate pair): retype it';
  if (rule.also.includes('tel') && TEL.test(value)) return undefined;
  if (SPACE_OR_CONTROL.test(value)) return 'it holds a space or a control character';
  if (value.includes('\\')) return 'it holds a backslash, which browsers read as /';
  if (NEVER.test(value)) return 'it holds a character a link cannot have (< > " ` { } | ^)';
  if (value.startsWith('/')) {
    if (!rule.pages) return '';
    return staysHere(value) ? undefined : 'a browser reads it as an address starting with "//", another site';
  }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'https' || (scheme === 'http' && rule.also.includes('http'))) return hasHost(value) ? undefined : 'it names no site';
  if (scheme === 'http') return 'http:// is not taken, write the https:// address';
  if (scheme === 'mailto' && rule.also.includes('mailto')) return value.length > 'mailto:'.length ? undefined : '';
  return '';
}

/** A path that a browser, resolving it, keeps on this site and does not turn into "//host" (`/.//evil.example`). */
function staysHere(path: string): boolean {
  try {
    const url = new URL(path, THIS_SITE);
    return url.origin === THIS_SITE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

function hasHost(value: string): boolean {
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Why the value is not a link the rule takes, as a field's message ("must be a page of this site … or an https://
 * address: "//" at its start leads to another site"); undefined when it is one. `optional`: empty is none.
 */
export function linkProblem(value: string, rule: LinkRule, optional = false): string | undefined {
  if (optional && value === '') return undefined;
  const reason = whyNot(value, RULES[rule]);
  if (reason === undefined) return undefined;
  const must = `must be ${optional ? 'empty or ' : ''}${RULES[rule].what}`;
  return reason ? `${must}: ${reason}` : must;
}

/** Whether the rule takes the value as a link. */
export const isLink = (value: string, rule: LinkRule): boolean => linkProblem(value, rule) === undefined;

/** UTF-8 percent-encoding of one code point; a lone surrogate (which has no UTF-8) as U+FFFD's. */
const percentEncoded = (character: string) => (LONE_SURROGATE.test(character) ? '%EF%BF%BD' : encodeURIComponent(character));

/**
 * The link as the web sends it: every character outside printable ASCII percent-encoded as UTF-8 (an IRI as its URI:
 * `https://hi.example.in/भारत` is `https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4`), a host outside ASCII
 * in punycode, the scheme in lower case. What is encoded already stays as it is, so it can be applied again. Never
 * throws, whatever the text: it also makes a Location header of a link stored before the rule.
 */
export function encodeLink(value: string): string {
  if (TEL.test(value)) return value;
  const scheme = SCHEME.exec(value)?.[0] ?? '';
  let link = scheme.toLowerCase() + value.slice(scheme.length);
  const [start, prefix, authority = ''] = /^(https?:\/\/)([^/?#]*)/.exec(link) ?? [];
  if (start && /[^\x21-\x7e]/.test(authority)) {
    try {
      const at = authority.lastIndexOf('@');
      const host = new URL(`https://${authority.slice(at + 1)}`).host;
      link = `${prefix}${authority.slice(0, at + 1)}${host}${link.slice(start.length)}`;
    } catch {
      // Left to percent-encoding below: such a host names no site, but the text still makes a valid header.
    }
  }
  return link.replace(/[^\x21-\x7e]/gu, percentEncoded);
}
