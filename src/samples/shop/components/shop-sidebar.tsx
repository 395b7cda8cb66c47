import { useId, useState, type FormEvent } from 'react';

import { SearchIcon } from '@/components/ui/icon';
import { RangeSlider } from '@/samples/components/ui/range-slider/range-slider';
import { PRICE_FILTER } from '@/config/constants';
import { formatUsdWhole } from '@/samples/shop/lib/format-shop-price';
import type { ShopSidebarContent } from '@/samples/types/shop';

import '@/styles/vendor/forms.scss';
import './shop-sidebar.scss';

export interface ShopSidebarProps {
  content: ShopSidebarContent;
}

/** The shop list's filters. Real controls, but as the specification says none of them filter the list. */
export function ShopSidebar({ content: shopSidebar }: ShopSidebarProps) {
  const id = useId();
  const [price, setPrice] = useState<{ minValue: number; maxValue: number }>({
    minValue: PRICE_FILTER.minValue,
    maxValue: PRICE_FILTER.maxValue,
  });
  const [tag, setTag] = useState<string | null>(null);
  const keepPage = (event: FormEvent) => event.preventDefault();
  return (
    <aside className="shop-sidebar" aria-label={shopSidebar.label}>
      <section className="shop-sidebar__widget" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`} className="shop-sidebar__heading">
          {shopSidebar.search.heading}
        </h2>
        <form role="search" className="shop-sidebar__search" onSubmit={keepPage}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {shopSidebar.search.label}
          </label>
          <input id={`${id}-q`} type="search" name="q" className="form-control" placeholder={shopSidebar.search.placeholder} />
          <button type="submit" className="shop-sidebar__search-button" aria-label={shopSidebar.search.button}>
            <SearchIcon size={18} aria-hidden />
          </button>
        </form>
      </section>

      <fieldset className="shop-sidebar__widget">
        <legend className="shop-sidebar__heading">{shopSidebar.categories.heading}</legend>
        {shopSidebar.categories.items.map((category, index) => (
          <div key={category} className="form-check">
            <input id={`${id}-cat-${index}`} type="checkbox" className="form-check-input" name="category" value={category} />
            <label htmlFor={`${id}-cat-${index}`} className="form-check-label">
              {category}
            </label>
          </div>
        ))}
      </fieldset>

      <section className="shop-sidebar__widget" aria-labelledby={`${id}-price`}>
        <h2 id={`${id}-price`} className="shop-sidebar__heading">
          {shopSidebar.price.heading}
        </h2>
        <RangeSlider
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          minValue={PRICE_FILTER.minValue}
          maxValue={PRICE_FILTER.maxValue}
          ruler={false}
          formatValue={formatUsdWhole}
          thumbLabels={{ min: shopSidebar.price.minLabel, max: shopSidebar.price.maxLabel }}
          onInput={({ minValue, maxValue }) => setPrice({ minValue, maxValue })}
        />
        <p className="shop-sidebar__price" aria-live="polite">
          {shopSidebar.price.rangeLabel}: <output>{formatUsdWhole(price.minValue)}</output>
          {' — '}
          <output>{formatUsdWhole(price.maxValue)}</output>
        </p>
      </section>

      <fieldset className="shop-sidebar__widget">
        <legend className="shop-sidebar__heading">{shopSidebar.brands.heading}</legend>
        {shopSidebar.brands.items.map((brand, index) => (
          <div key={brand} className="form-check">
            <input id={`${id}-brand-${index}`} type="checkbox" className="form-check-input" name="brand" value={brand} />
            <label htmlFor={`${id}-brand-${index}`} className="form-check-label">
              {brand}
            </label>
          </div>
        ))}
      </fieldset>

      <section className="shop-sidebar__widget" aria-labelledby={`${id}-tags`}>
        <h2 id={`${id}-tags`} className="shop-sidebar__heading">
          {shopSidebar.tags.heading}
        </h2>
        <ul className="shop-sidebar__tags">
          {shopSidebar.tags.items.map((item) => (
            <li key={item}>
              <button type="button" className="shop-tag" aria-pressed={tag === item} onClick={() => setTag(tag === item ? null : item)}>
                {item}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <p className="shop-sidebar__note">{shopSidebar.note}</p>
    </aside>
  );
}
