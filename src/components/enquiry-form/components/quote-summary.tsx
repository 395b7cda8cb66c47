import { useContactFormCopy } from '../contact-form-copy';
import type { QuoteRequest } from '../lib/quote-details';

export interface QuoteSummaryProps {
  /** The element id, which the form names as its description. */
  id: string;
  quote: QuoteRequest;
}

/** What a visitor who chose 'Get a Quote' is asking about, at the top of the contact form. */
export function QuoteSummary({ id, quote }: QuoteSummaryProps) {
  const text = useContactFormCopy().quoteSummary;
  return (
    <div id={id} className="contact-form__quote">
      <p className="contact-form__quote-title">{text.title}</p>
      <dl className="contact-form__quote-list">
        {quote.service && (
          <div>
            <dt>{text.service}</dt>
            <dd>{quote.service}</dd>
          </div>
        )}
        {quote.plan && (
          <div>
            <dt>{text.plan}</dt>
            <dd>{quote.plan}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
