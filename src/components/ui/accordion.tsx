// The site's accordion (docs/requirements/spec.md §4): one item open at a time, the first open on load, clicking the
// open item closes it, clicking another opens that one. Bootstrap's accordion classes and look; the opening and
// closing are the style sheet's (accordion.scss), so no transition code is part of every page's first load.
import { useId, useState } from 'react';

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
            {/* Closed, the answer is neither shown nor read out, nor reached with Tab (accordion.scss). */}
            <div id={panel} className={isOpen ? 'accordion-collapse show' : 'accordion-collapse'}>
              <div className="accordion-collapse__clip">
                <div className="accordion-body" lang={english(item.content)}>
                  {item.content}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
