// The layout rules every page is held to, checked in the page: nothing wider than the screen, no
// content spilling out of its section (declared scroll containers aside: carousels and the offering
// tabs carry data-scroll-container), the header on one row with every control on screen, and no
// heading or paragraph squeezed into a column a few characters wide.
import { setTimeout as delay } from 'node:timers/promises';

import type { Page } from '@playwright/test';

/** The widths every page is checked at. */
export const WIDTHS = [375, 768, 820, 1024, 1280, 1440, 1920] as const;

/**
 * The widths reached from each fresh load by resizing the window (a phone or tablet turned, a window
 * widened), so that a page is loaded twice for all seven.
 */
export const FROM_375 = [375, 768, 820, 1024] as const;
export const FROM_1440 = [1440, 1920, 1280] as const;

/** Runs in the page, without waiting for anything there: every rule at once, returning one line per problem. */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => styles.get(element) ?? styles.set(element, getComputedStyle(element)).get(element)!;
  const root = document.documentElement;
  const viewport = root.clientWidth;
  if (root.scrollWidth > viewport) problems.push(`page is ${root.scrollWidth} px wide in a ${viewport} px viewport`);

  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text.slice(0, 40)}${text.length > 40 ? '…' : ''}"` : ''}`;
  };
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const skipped = (element: Element) =>
    element.closest('[data-scroll-container], [aria-hidden="true"], .visually-hidden, .skip-link') !== null;
  const hasOwnText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
  const isContent = (element: Element) =>
    hasOwnText(element) || element.matches('img, svg, input, select, textarea, button, a, video, iframe');

  // Sections: the header, each section of the page, the footer.
  const sections = [...document.querySelectorAll('body header.site-header, main > section, main > *:not(section), footer')];
  for (const section of sections) {
    if (!shown(section)) continue;
    const box = section.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, viewport);
    const reported = new Set<Element>();
    for (const element of section.querySelectorAll('*')) {
      if (!isContent(element) || skipped(element) || !shown(element)) continue;
      if (styleOf(element).position === 'fixed') continue;
      // A visitor sees an element only as far as the boxes that clip it inside the section let them.
      let rect = element.getBoundingClientRect();
      let clippedAway = false;
      for (let parent = element.parentElement; parent && parent !== section; parent = parent.parentElement) {
        const parentStyle = styleOf(parent);
        if (parentStyle.overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        const visible = new DOMRect(
          Math.max(rect.left, clip.left),
          rect.top,
          Math.min(rect.right, clip.right) - Math.max(rect.left, clip.left),
          rect.height,
        );
        // Cut to nothing, or by a visually hidden box (1 px, clipped): not shown to anyone.
        if (visible.width <= 0 || clip.width <= 2 || clip.height <= 2) clippedAway = true;
        // Content cut by a box that does not scroll is lost to the visitor.
        if (
          !clippedAway &&
          visible.width < rect.width - 1 &&
          (parentStyle.overflowX === 'hidden' || parentStyle.overflowX === 'clip') &&
          hasOwnText(element) &&
          !reported.has(parent)
        ) {
          reported.add(parent);
          problems.push(
            `${describe(element)} is cut by ${describe(parent)} (${Math.round(rect.width)} px in ${Math.round(clip.width)} px)`,
          );
        }
        rect = visible;
      }
      if (clippedAway) continue;
      if (rect.left < left - 1 || rect.right > right + 1) {
        problems.push(
          `${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside its section ${describe(section).slice(0, 60)} (${Math.round(left)}–${Math.round(right)} px)`,
        );
      }
    }
  }

  // Text clipped inside its own box (an ellipsis or overflow: hidden on the text itself), carousel
  // slides included.
  for (const element of document.querySelectorAll('body *')) {
    if (!hasOwnText(element) || element.closest('[aria-hidden="true"], .visually-hidden, .skip-link') || !shown(element)) continue;
    const elementStyle = getComputedStyle(element);
    if ((elementStyle.overflowX === 'hidden' || elementStyle.overflowX === 'clip') && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${describe(element)} is cut (${element.scrollWidth} px of text in ${element.clientWidth} px)`);
    }
  }

  // The header: one row (its bar's parts and the nav's entries side by side), every control inside the
  // viewport, no label on two lines.
  const bar = document.querySelector('.site-header__bar');
  if (bar) {
    const parts = [...bar.children, ...bar.querySelectorAll('.site-nav > li')].filter(shown);
    const top = Math.max(...parts.map((part) => part.getBoundingClientRect().top));
    const bottom = Math.min(...parts.map((part) => part.getBoundingClientRect().bottom));
    if (top >= bottom) problems.push(`header is not one row (${parts.map(describe).join(', ')})`);
    const controls = [...bar.querySelectorAll('a, button')].filter(
      (control) => shown(control) && control.closest('.site-nav__submenu') === null,
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.left < 0 || rect.right > viewport)
        problems.push(
          `header control ${describe(control)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, outside the viewport`,
        );
      // Each text of a control (a label, a phone number) on one line.
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || node.parentElement!.closest('svg')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)));
        if (lines.size > 1) problems.push(`header label "${node.textContent!.trim()}" wraps to ${lines.size} lines`);
      }
    }
  }

  // Headings and paragraphs: never in a column narrower than about 12 characters (6 em).
  for (const element of document.querySelectorAll('h1, h2, h3, h4, h5, h6, p')) {
    if (skipped(element) || !shown(element)) continue;
    const text = (element.textContent ?? '').trim();
    // Characters as a reader counts them: a Devanagari letter with its vowel sign, or a conjunct, is one.
    if ([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length <= 12) continue;
    // Text on one line is not squeezed, however narrow its box (a plan's name that fits beside its badge).
    const range = document.createRange();
    range.selectNodeContents(element);
    if (new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top))).size <= 1) continue;
    const elementStyle = getComputedStyle(element);
    const width = element.clientWidth - parseFloat(elementStyle.paddingLeft) - parseFloat(elementStyle.paddingRight);
    const fontSize = parseFloat(elementStyle.fontSize);
    if (width < 6 * fontSize)
      problems.push(`${describe(element)} is in a ${Math.round(width)} px column (${(width / fontSize).toFixed(1)} em)`);
  }

  return problems;
}

/**
 * The page's next frame, or a second at most, the second kept by this process: a headless tab on a busy machine may
 * stop drawing frames for good (Chromium draws only when its compositor asks), and once its own timers stopped too —
 * a wait for `requestAnimationFrame` or a second, both kept in the page, never ended (every-page `/` at 78869c4, `/about`
 * at b217f66, each 120 s). What is read afterwards is laid out when it is read, frame or not; the frame only lets
 * sections scrolled into view start their carousels first.
 */
export async function nextFrame(page: Page): Promise<void> {
  await Promise.race([page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))), delay(1000)]);
}

/**
 * After a load, every section in view at once: the window is made as tall as the page for one frame, so that each
 * section's observer sees it and its carousel starts, as scrolling through the page would (a frame at each screenful
 * cost more than the one tall frame), then the window is set back to the width's usual height.
 */
async function showEverySection(page: Page, width: number): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(height, 900) });
  await nextFrame(page);
  await nextFrame(page);
  await page.setViewportSize({ width, height: 900 });
}

/**
 * The problems at each width, the first being the width the page was just loaded at (every section is shown first,
 * so that sections render and start their carousels).
 */
export async function problemsAtWidths(page: Page, widths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, width] of widths.entries()) {
    if (index === 0) await showEverySection(page, width);
    else await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await nextFrame(page);
    await nextFrame(page);
    for (const problem of await page.evaluate(layoutProblems)) problems.push(`${width} px: ${problem}`);
  }
  return problems;
}
