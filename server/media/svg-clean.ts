// Cleans an uploaded SVG with DOMPurify on a jsdom window: scripts, event handlers, foreignObject,
// animation that can rewrite links, and every reference outside the file (href, xlink:href and CSS
// url() or @import that do not point at '#…' inside it) are taken out; what stays is serialised as
// XML. DOMPurify alone keeps http(s) links and CSS, so the hooks below remove what would fetch.
// jsdom is loaded on the first SVG only: the server does not pay for it at start.
import type { DOMPurify as Purifier } from 'dompurify';

export type SvgClean = { ok: true; svg: string; removed: string[] } | { ok: false; message: string };

/** Deepest nesting of elements an SVG may have: drawing programs export a few levels, never hundreds. */
export const MAX_SVG_DEPTH = 64;
/** Most elements an SVG may have. */
export const MAX_SVG_ELEMENTS = 20_000;

/**
 * Why an SVG's markup is refused before it is parsed, counted in one pass over the text: nesting or
 * elements beyond the limits would hold the server (DOMPurify's walk of 8,000 nested groups takes
 * seconds, and the whole server waits).
 */
export function svgShapeProblem(text: string): string | undefined {
  let depth = 0;
  let elements = 0;
  for (const tag of text.matchAll(/<(\/?)([A-Za-z][^\s/>]*)[^>]*?(\/?)>/g)) {
    if (tag[1] === '/') {
      depth -= 1;
      continue;
    }
    elements += 1;
    if (tag[3] !== '/') depth += 1;
    if (depth > MAX_SVG_DEPTH) return `The SVG nests its elements more than ${MAX_SVG_DEPTH} levels deep: export it again, flattened.`;
    if (elements > MAX_SVG_ELEMENTS) return `The SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-IN')} elements: simplify it or upload a PNG or WebP.`;
  }
  return undefined;
}

/** A url( … ) whose target is not a fragment of this file. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;
const IMPORT = /@import/i;
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);

interface Cleaner {
  purify: Purifier;
  serialize: (node: Node) => string;
  /** What the hooks took out during the current run (DOMPurify lists only what it removed itself). */
  emptied: string[];
}

let cleaner: Promise<Cleaner> | undefined;

async function createCleaner(): Promise<Cleaner> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const serializer = new window.XMLSerializer();
  const state: Cleaner = { purify, serialize: (node) => serializer.serializeToString(node), emptied: [] };
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue;
    if (LINK_ATTRIBUTES.has(data.attrName.toLowerCase()) && !value.trim().startsWith('#')) data.keepAttr = false;
    if (EXTERNAL_URL.test(value) || IMPORT.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // A <style> element is text DOMPurify does not read: one that fetches anything loses its text.
    if (data.tagName === 'style' && (EXTERNAL_URL.test(node.textContent ?? '') || IMPORT.test(node.textContent ?? ''))) {
      node.textContent = '';
      state.emptied.push('style (external reference)');
    }
  });
  return state;
}

export async function cleanSvg(bytes: Buffer): Promise<SvgClean> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'The SVG file is not UTF-8 text.' };
  }
  // Entity declarations can expand without end or name files: no SVG an editor exports needs them.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: 'SVG files with a DOCTYPE or entity declarations are not accepted.' };
  const shape = svgShapeProblem(text);
  if (shape) return { ok: false, message: shape };
  cleaner ??= createCleaner();
  const state = await cleaner;
  state.emptied = [];
  const body = state.purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'set', 'animate'],
    RETURN_DOM: true,
  });
  const root = (body as Element).children.length === 1 ? (body as Element).firstElementChild : null;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') {
    return { ok: false, message: 'The file is not one SVG image (one <svg> element).' };
  }
  const removed = state.purify.removed
    .map((entry) => ('attribute' in entry ? entry.attribute?.name : entry.element.nodeName.toLowerCase()))
    // DOMPurify reports the <body> of its own parse as removed.
    .filter((name): name is string => Boolean(name) && name !== 'body');
  return { ok: true, svg: state.serialize(root), removed: [...new Set([...removed, ...state.emptied])] };
}
