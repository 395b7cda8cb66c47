import { Link, useLocation } from 'react-router-dom';

import { CheckIcon } from '@/components/ui/icon';
import { useEnglishMark } from '@/lib/language';
import { hrefs } from '@common/paths';

import type { Plan } from '@/lib/pricing-plan';
import { planDisplay } from '@/lib/plan-display';
import { usePricingCopy } from './pricing-plan-copy';

export interface PricingPlanCardProps {
  plan: Plan;
  /** The service page's title, carried with the plan into the quote request. */
  service?: string;
}

/**
 * One plan: name, price by the docs/requirements/spec.md §7 rule in its currency ("+ GST" where it applies),
 * the year and its feature lines.
 */
export function PricingPlanCard({ plan, service }: PricingPlanCardProps) {
  const text = usePricingCopy();
  // On a Marathi or Hindi page, a plan's name and features (not translated) are marked as English.
  const english = useEnglishMark();
  const display = planDisplay(plan);
  // The quote records the page the plan was chosen on.
  const { pathname } = useLocation();
  const titleId = `pricing-plan-${plan.id}`;
  return (
    <article className={`pricing-plan${display.popular ? ' pricing-plan--popular' : ''}`} aria-labelledby={titleId}>
      <div className="pricing-plan__top">
        <h3 id={titleId} className="pricing-plan__name" lang={english(plan.name)}>
          {plan.name}
        </h3>
        {display.popular && <p className="pricing-plan__badge">{text.mostPopular}</p>}
      </div>
      <p className="pricing-plan__price">
        <span className="visually-hidden">{text.currentPrice} </span>
        <span className="pricing-plan__amount">{display.price}</span>
        {display.plusGst && <span className="pricing-plan__tax"> {text.plusGst}</span>}
        {display.originalPrice && (
          <del className="pricing-plan__original">
            <span className="visually-hidden">{text.originalPrice} </span>
            {display.originalPrice}
          </del>
        )}
      </p>
      {display.savePercent && <p className="pricing-plan__save">{text.save(display.savePercent)}</p>}
      {display.year && <p className="pricing-plan__year">{text.year(display.year)}</p>}
      {plan.features.length > 0 && (
        <ul className="pricing-plan__features" aria-label={text.featuresLabel(plan.name)}>
          {plan.features.map((feature, index) => (
            <li key={index}>
              <CheckIcon size={18} aria-hidden className="pricing-plan__check" />
              <span lang={english(feature)}>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={hrefs.contactQuote({ service, plan: plan.name, from: pathname })}
        className={`btn ${display.popular ? 'btn-primary' : 'btn-outline-primary'} pricing-plan__cta`}
        aria-describedby={titleId}
      >
        {text.cta}
      </Link>
    </article>
  );
}
