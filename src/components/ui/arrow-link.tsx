import { Link, type LinkProps } from 'react-router-dom';

import { ArrowRightIcon } from './icon';

/**
 * A link that leads on, its text followed by an arrow: the calls to action of banners and heroes, and the
 * "see all" buttons beside section headings. The arrow is decoration; the text names the link.
 */
export function ArrowLink({ children, ...link }: LinkProps) {
  return (
    <Link {...link}>
      {children}
      <ArrowRightIcon size={18} aria-hidden />
    </Link>
  );
}
