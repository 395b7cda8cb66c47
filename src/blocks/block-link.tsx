import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { isSitePath } from '@common/paths';

export interface BlockLinkProps {
  /** An address of this site ('/contact') or an https:// URL (the rule of common/links.ts). */
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link staff typed: inside the app for an address of this site, a new tab for another site's. */
export function BlockLink({ href, className, children }: BlockLinkProps) {
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (!href.startsWith('https://')) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
