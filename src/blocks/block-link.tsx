import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { isSitePath } from '@common/paths';

export interface BlockLinkProps {
  /** An address of this site ('/contact'), an https:// URL or a block of the page ('#enquiry'): common/links.ts's rule. */
  href: string;
  className?: string;
  /** `en` for a label shown in English on a Marathi or Hindi page (not translated yet). */
  lang?: string;
  children: ReactNode;
}

/**
 * A link staff typed: inside the app for an address of this site, a new tab for another site's, and a plain link for
 * a block of the same page (`#enquiry`): the browser scrolls to it without a script, and the router leaves a change of
 * the hash alone (no loader runs, nothing scrolls to the top), where its Link would only push the address.
 */
export function BlockLink({ href, className, lang, children }: BlockLinkProps) {
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className} lang={lang}>
        {children}
      </a>
    );
  }
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className} lang={lang}>
        {children}
      </Link>
    );
  }
  if (!href.startsWith('https://'))
    return (
      <span className={className} lang={lang}>
        {children}
      </span>
    );
  return (
    <a href={href} className={className} lang={lang} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
