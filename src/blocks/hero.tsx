// The hero block: the page's main heading (its one h1 when it comes first), a line of text, up to two buttons
// and a picture — the page's LCP, so it loads at once with high priority.
import { hero } from '@common/blocks/declarations';

import { BlockLink } from './block-link';
import { BlockPicture } from './block-picture';
import { anchorOf, type BlockProps } from './block-data';

import './hero.scss';
import { useEnglishMark, useMessages } from '@/lib/language';

export const declaration = hero;

export function Component({ block, index }: BlockProps<typeof hero>) {
  const t = useMessages();
  const english = useEnglishMark();
  const { title, text } = block;
  const buttons = block.buttons.filter((button) => button.label && button.href);
  const headingId = `block-${index}-title`;
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section
      id={anchorOf(block)}
      className="block-hero"
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('Introduction')}
    >
      <div className="container block-hero__grid">
        <div className="block-hero__body">
          {title && (
            <Heading id={headingId} className="block-hero__title" lang={english(title)}>
              {title}
            </Heading>
          )}
          {text && (
            <p className="block-hero__text" lang={english(text)}>
              {text}
            </p>
          )}
          {buttons.length > 0 && (
            <p className="block-hero__buttons">
              {buttons.map((button, at) => (
                <BlockLink
                  key={`${button.href}-${at}`}
                  href={button.href}
                  className={`btn btn-lg ${at === 0 ? 'btn-primary' : 'btn-outline-primary'}`}
                  lang={english(button.label)}
                >
                  {button.label}
                </BlockLink>
              ))}
            </p>
          )}
        </div>
        <BlockPicture
          className="block-hero__picture"
          src={block.image}
          alt={block.image_alt}
          width={1200}
          height={800}
          sizes="(min-width: 992px) 50vw, 100vw"
          priority={index === 0}
        />
      </div>
    </section>
  );
}
