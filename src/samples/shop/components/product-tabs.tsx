import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import './product-tabs.scss';

export interface ProductTab {
  id: string;
  label: string;
  content: ReactNode;
}

export interface ProductTabsProps {
  label: string;
  tabs: readonly ProductTab[];
  defaultTab: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function ProductTabs({ label, tabs, defaultTab }: ProductTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="product-tabs">
      <div role="tablist" aria-label={label} className="product-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={onKeyDown(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="product-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
