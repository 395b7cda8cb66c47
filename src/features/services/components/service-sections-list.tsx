import sectionPlaceholder from '@/assets/services/section-placeholder.svg';
import { useEnglishMark } from '@/lib/language';
import type { ReadState } from '@/lib/page-data';

import type { ServiceSectionItem } from '../api/get-service-sections';
import { useServiceDetailsCopy } from '../services-copy';
import { LoadedList } from './loading-status';
import { ServiceImage, type ImageFrame } from '@/components/cards/service-image';

/** A section's picture: half the container beside its text from 768 px, the whole width below. */
export const SECTION_IMAGE: ImageFrame = {
  width: 640,
  height: 480,
  sizes: '(min-width: 1400px) 620px, (min-width: 768px) 50vw, 100vw',
  fallbackSrc: sectionPlaceholder,
};

/** Up to 7 sections, image and text alternating, the first image on the left; failures only logged. */
export function ServiceSectionsList({ sections }: { sections: ReadState<ServiceSectionItem[]> }) {
  const text = useServiceDetailsCopy().sections;
  const english = useEnglishMark();
  return (
    <section className="service-sections" aria-labelledby="service-sections-title">
      <h2 id="service-sections-title" className="visually-hidden">
        {text.title}
      </h2>
      <LoadedList query={sections} items={(list) => list} text={text} emptyClassName="service-sections__empty">
        {(loaded) =>
          loaded.map((item, index) => (
            <article
              key={item.key}
              className={`service-sections__item service-sections__item--image-${index % 2 === 0 ? 'left' : 'right'}`}
              data-image-side={index % 2 === 0 ? 'left' : 'right'}
            >
              <div className="service-sections__media">
                <ServiceImage
                  className="service-sections__image"
                  src={item.image}
                  focus={item.imageFocus}
                  alt={item.imageAlt || item.title}
                  frame={SECTION_IMAGE}
                />
              </div>
              <div className="service-sections__text">
                {item.title && (
                  <h3 className="service-sections__title" lang={english(item.title)}>
                    {item.title}
                  </h3>
                )}
                {item.description && (
                  <p className="service-sections__description" lang={english(item.description)}>
                    {item.description}
                  </p>
                )}
              </div>
            </article>
          ))
        }
      </LoadedList>
    </section>
  );
}
