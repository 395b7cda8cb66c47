// Cleans an uploaded SVG with DOMPurify on a jsdom window: scripts, event handlers, foreignObject,
// animation that can rewrite links, and every reference outside the file (href, xlink:href and CSS
// url() or @import that do not point at '#…' inside it) are taken out; what stays is serialised as
// XML. DOMPurify alone keeps http(s) links and CSS, so the hooks below remove what would fetch.
//
// The server's thread only runs the checks that take one linear pass over the text (UTF-8, no
// DOCTYPE, depth and element limits); the parse and the clean-up run in a worker thread of their own
// (svg-clean-worker.mjs), one per upload, stopped when it takes longer than SVG_CLEAN_TIME_LIMIT_MS: the
// upload is refused and the server keeps answering meanwhile. jsdom is loaded in that worker only.
import { parentPort, Worker } from 'node:worker_threads';

import type { DOMPurify as Purifier } from 'dompurify';

export type SvgClean = { ok: true; svg: string; removed: string[] } | { ok: false; message: string };

/** Deepest nesting of elements an SVG may have: drawing programs export a few levels, never hundreds. */
export const MAX_SVG_DEPTH = 64;
/** Most elements an SVG may have. */
export const MAX_SVG_ELEMENTS = 20_000;
/** Longest the worker may take to clean one SVG (from the moment it has the text) before the upload is refused. */
export const SVG_CLEAN_TIME_LIMIT_MS = 2_000;
/**
 * Longest a worker may take to start (load tsx, jsdom and DOMPurify): not the file's doing, so not part of
 * its time limit, but bounded all the same so that no upload waits for ever.
 */
export const SVG_WORKER_START_LIMIT_MS = 20_000;
/** SVGs cleaned at once, each in its worker: uploads are rare, and more would take the server's cores. */
export const MAX_SVG_WORKERS = 2;

/**
 * A start tag or end tag: `<`, an optional `/`, a name, then (after white space or `/`) anything up to
 * `>` that is not `<` (XML allows no `<` inside a tag). Name and rest cannot share a character, so a tag
 * that never closes costs one pass over its text, not a square or cube of it.
 */
const TAG = /<(\/?)([A-Za-z][^\s/<>]*)((?:[\s/][^<>]*)?)>/g;

/**
 * Why an SVG's markup is refused before it is parsed, counted in one pass over the text: nesting or
 * elements beyond the limits would hold the server (DOMPurify's walk of 8,000 nested groups takes
 * seconds).
 */
export function svgShapeProblem(text: string): string | undefined {
  let depth = 0;
  let elements = 0;
  for (const tag of text.matchAll(TAG)) {
    if (tag[1] === '/') {
      depth -= 1;
      continue;
    }
    elements += 1;
    if (!tag[3]!.endsWith('/')) depth += 1;
    if (depth > MAX_SVG_DEPTH) return `The SVG nests its elements more than ${MAX_SVG_DEPTH} levels deep: export it again, flattened.`;
    if (elements > MAX_SVG_ELEMENTS)
      return `The SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-IN')} elements: simplify it or upload a PNG or WebP.`;
  }
  return undefined;
}

/** The checks made before parsing, on the server's thread: each is one linear pass over the bytes. */
function checkSvgText(bytes: Buffer): { ok: true; text: string } | { ok: false; message: string } {
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
  return { ok: true, text };
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

/** Parses and cleans SVG text that passed the checks, on the calling thread (the worker's). */
async function purifySvg(text: string): Promise<SvgClean> {
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

/** The refusal when the parse fails or the worker dies while cleaning: the file is at fault, not the server. */
const NOT_CLEANED = 'The SVG could not be read and cleaned: export it again, or upload a PNG or WebP.';

/** What a worker posts: 'ready' once jsdom and DOMPurify are loaded, then the result. */
type WorkerMessage = 'ready' | SvgClean;

/**
 * The worker's side (svg-clean-worker.mjs calls it): load jsdom and DOMPurify, say 'ready', clean the one
 * text the server then sends, post the result and wait to be terminated.
 */
export async function serveSvgCleaning(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveSvgCleaning runs in the worker thread that cleanSvg starts.');
  const send = (message: WorkerMessage) => port.postMessage(message);
  cleaner ??= createCleaner();
  await cleaner;
  port.once('message', (text: string) => {
    purifySvg(text).then(send, () => send({ ok: false, message: NOT_CLEANED }));
  });
  send('ready');
}

export interface SvgCleanOptions {
  /** The worker's time limit for this SVG (tests give a tiny one); SVG_CLEAN_TIME_LIMIT_MS by default. */
  timeLimitMs?: number;
}

let running = 0;
/** Workers cleaning an SVG now: each is terminated once it answers, fails or runs out of time. */
export const runningSvgWorkers = () => running;

/**
 * Cleans checked SVG text in a worker thread of its own, started from svg-clean-worker.mjs (plain
 * JavaScript that registers tsx and then imports this file). The result is a refusal when the worker runs
 * out of time, takes too long to start or fails while cleaning; only a worker that fails before it is
 * ready (the server's own fault: a missing package, say) is an error.
 */
function cleanInWorker(text: string, timeLimitMs: number): Promise<SvgClean> {
  const worker = new Worker(new URL('./svg-clean-worker.mjs', import.meta.url));
  running += 1;
  return new Promise<SvgClean>((resolve, reject) => {
    let settled = false;
    let cleaning = false;
    const finish = (result: SvgClean | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running -= 1;
      void worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    let timer = setTimeout(
      () => finish({ ok: false, message: 'The server is too busy to clean an SVG just now: upload it again in a minute.' }),
      SVG_WORKER_START_LIMIT_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message !== 'ready') return finish(message);
      cleaning = true;
      clearTimeout(timer);
      // The time limit starts when the worker has the text: what follows is the file's doing.
      timer = setTimeout(() => {
        const limit = timeLimitMs >= 1000 ? `${timeLimitMs / 1000} s` : `${timeLimitMs} ms`;
        finish({
          ok: false,
          message: `Cleaning the SVG took longer than ${limit}, so it is refused: simplify it, or upload a PNG or WebP.`,
        });
      }, timeLimitMs);
      worker.postMessage(text);
    });
    worker.on('error', (error) => finish(cleaning ? { ok: false, message: NOT_CLEANED } : error));
    worker.on('exit', (code) =>
      finish(
        cleaning
          ? { ok: false, message: NOT_CLEANED }
          : new Error(`The SVG cleaning worker stopped (exit code ${code}) before it was ready.`),
      ),
    );
  });
}

export async function cleanSvg(bytes: Buffer, options: SvgCleanOptions = {}): Promise<SvgClean> {
  const checked = checkSvgText(bytes);
  if (!checked.ok) return checked;
  if (running >= MAX_SVG_WORKERS)
    return { ok: false, message: 'Other SVGs are being cleaned just now: upload this one again in a moment.' };
  return cleanInWorker(checked.text, options.timeLimitMs ?? SVG_CLEAN_TIME_LIMIT_MS);
}
