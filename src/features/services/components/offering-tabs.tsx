import { useRef, type KeyboardEvent } from 'react';

import { useEnglishMark, useMessages } from '@/lib/language';

import { ALL_LABEL } from '../api/get-offering-labels';

export interface OfferingTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** Tab names, 'All' first. */
  names: readonly string[];
  selected: string;
  onSelect: (name: string) => void;
  /** Id of the panel the tabs control. */
  panelId: string;
  /** Prefix of the tab ids; the panel is labelled by the selected tab. */
  idPrefix: string;
}

/** Tab id for a name: stable and valid as an id whatever the name holds. */
export function offeringTabId(idPrefix: string, index: number): string {
  return `${idPrefix}-tab-${index}`;
}

/**
 * The label tabs of the Our Offerings page (WAI-ARIA tabs, manual activation): arrow keys, Home and
 * End move the focus, Enter or Space chooses. Choosing loads services, so focus alone does not.
 */
export function OfferingTabs({ label, names, selected, onSelect, panelId, idPrefix }: OfferingTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Offering names are never translated: on a Marathi or Hindi page they show in English, marked as English. The
  // first tab, every offering's, is the interface's word "All".
  const english = useEnglishMark();
  const t = useMessages();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = names.length - 1;
    const target = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + names.length) % names.length;
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} className="offering-tabs" data-scroll-container>
      {names.map((name, index) => {
        const isSelected = name === selected;
        const shown = name === ALL_LABEL ? t('All') : name;
        return (
          <button
            key={name}
            id={offeringTabId(idPrefix, index)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`offering-tabs__tab${isSelected ? ' offering-tabs__tab--selected' : ''}`}
            onClick={() => onSelect(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
            lang={english(shown)}
          >
            {shown}
          </button>
        );
      })}
    </div>
  );
}
