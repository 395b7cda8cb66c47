// The site's accordion (docs/requirements/spec.md §4): one item open at a time, the first open on load, clicking the
// open item closes it, clicking another opens that one. Bootstrap's accordion classes and look; the opening and
// closing are the style sheet's (accordion.scss), so no transition code is part of every page's first load. Once the
// page's scripts run, a closed answer is `hidden="until-found"`: the browser's find in page, and a link to a passage of
// text (a search result's `#:~:text=`), open the answer that holds it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { flushSync } from 'react-dom';

import { useEnglishMark } from '@/lib/language';

import '@/styles/vendor/accordion.scss';
import './accordion.scss';

export interface AccordionItem {
  title: string;
  content: string;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of the item titles, to keep the page outline in order. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

export function Accordion({ items, headingLevel: Heading = 'h3', className = '' }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(items.length > 0 ? 0 : null);
  const id = useId();
  // On a Marathi or Hindi page, a question or answer not translated yet shows its English, marked as English.
  const english = useEnglishMark();
  return (
    <div className={`accordion dx-accordion ${className}`.trim()}>
      {items.map((item, index) => {
        const isOpen = open === index;
        const panel = `${id}panel-${index}`;
        return (
          <div key={item.title} className="accordion-item">
            <Heading className="accordion-header" lang={english(item.title)}>
              <button
                type="button"
                className={isOpen ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={isOpen}
                aria-controls={panel}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {item.title}
              </button>
            </Heading>
            <Answer id={panel} index={index} open={isOpen} onFound={setOpen}>
              <div className="accordion-body" lang={english(item.content)}>
                {item.content}
              </div>
            </Answer>
          </div>
        );
      })}
    </div>
  );
}

interface AnswerProps {
  id: string;
  index: number;
  open: boolean;
  /** The browser found text in the closed answer `index`, and is about to show it. */
  onFound: (index: number) => void;
  children: ReactNode;
}

/**
 * An item's answer. Closed, it is neither shown nor read out, nor reached with Tab: by the style sheet before the
 * page's scripts run (accordion.scss), then by `hidden="until-found"`, set once the closing has moved (a closed answer
 * takes no room at once, so setting it sooner would cut the motion short). React 18 writes `hidden` only as a
 * boolean, so the attribute and the browser's `beforematch` are handled here.
 */
function Answer({ id, index, open, onFound, children }: AnswerProps) {
  const clip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = clip.current!;
    // Opened before the browser scrolls to the text and marks it, not a frame after.
    const reveal = () => flushSync(() => onFound(index));
    element.addEventListener('beforematch', reveal);
    return () => element.removeEventListener('beforematch', reveal);
  }, [index, onFound]);

  useEffect(() => {
    const element = clip.current!;
    if (open) {
      element.removeAttribute('hidden');
      return;
    }
    let cancelled = false;
    const hide = () => {
      if (!cancelled) element.setAttribute('hidden', 'until-found');
    };
    const moving = element.parentElement!.getAnimations();
    if (moving.length === 0) hide();
    // A closing that is turned back (the item opened again) rejects `finished`: nothing to hide then.
    else Promise.all(moving.map((animation) => animation.finished)).then(hide, () => undefined);
    return () => {
      cancelled = true;
    };
  }, [open]);

  return (
    <div id={id} className={open ? 'accordion-collapse show' : 'accordion-collapse'}>
      <div ref={clip} className="accordion-collapse__clip">
        {children}
      </div>
    </div>
  );
}
