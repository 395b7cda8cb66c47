// The one wrapper over react-bootstrap's accordion (docs/requirements/spec.md §4): one item open at a time, the first
// open on load, clicking the open item closes it, clicking another opens that one.
import { useState } from 'react';
// One component's entry, not the package root: the server bundle bundles these entries (vite.config.ts
// ssr.noExternal), and a client build that never sees the root can tell which chunks use which part.
import BootstrapAccordion from 'react-bootstrap/Accordion';

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

export function Accordion({ items, headingLevel = 'h3', className = '' }: AccordionProps) {
  const [openKey, setOpenKey] = useState<string | null>(items.length > 0 ? '0' : null);
  // On a Marathi or Hindi page, a question or answer not translated yet shows its English, marked as English.
  const english = useEnglishMark();
  return (
    <BootstrapAccordion
      activeKey={openKey}
      onSelect={(key) => setOpenKey(typeof key === 'string' ? key : null)}
      className={`dx-accordion ${className}`.trim()}
    >
      {items.map((item, index) => (
        <BootstrapAccordion.Item key={item.title} eventKey={String(index)}>
          <BootstrapAccordion.Header as={headingLevel} lang={english(item.title)}>
            {item.title}
          </BootstrapAccordion.Header>
          <BootstrapAccordion.Body lang={english(item.content)}>{item.content}</BootstrapAccordion.Body>
        </BootstrapAccordion.Item>
      ))}
    </BootstrapAccordion>
  );
}
