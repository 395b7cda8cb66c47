import type { ComponentType } from 'react';

import { FacebookIcon, LinkedinIcon, WhatsappIcon, XBrandIcon } from '@/components/ui/icon';
import type { ShareLinksContent, ShareTarget } from '@/samples/types/blog';

import './share-links.scss';

const icons: Record<ShareTarget['name'], ComponentType<{ size?: number }>> = {
  LinkedIn: LinkedinIcon,
  X: XBrandIcon,
  Facebook: FacebookIcon,
  WhatsApp: WhatsappIcon,
};

export interface ShareLinksProps {
  content: ShareLinksContent;
  /** The absolute, canonical URL of the page being shared. */
  pageUrl: string;
  /** The title sent along where the network takes one. */
  title: string;
}

/** 'Share this': one link per network, each opening the network's share page in a new tab. */
export function ShareLinks({ content, pageUrl, title }: ShareLinksProps) {
  const { heading, targets, linkLabel } = content;
  return (
    <section className="share-links" aria-labelledby="share-links-heading">
      <h2 id="share-links-heading" className="share-links__heading">
        {heading}
      </h2>
      <ul className="share-links__list">
        {targets.map((target) => {
          const Icon = icons[target.name];
          return (
            <li key={target.name}>
              <a
                href={target.url(pageUrl, title)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={linkLabel(target.name)}
                title={target.name}
                className="share-links__link"
              >
                <Icon size={20} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
