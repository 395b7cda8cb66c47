import { Carousel } from '@/components/ui/carousel';
import { QuoteIcon, StarIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { TESTIMONIAL_CAROUSEL_SPEED_MS } from '@/config/constants';
import type { TestimonialContent } from '@/samples/types/people';

import './testimonial-section.scss';

export interface TestimonialSectionProps {
  id: string;
  tone?: SectionTone;
  content: TestimonialContent;
}

const MAX_RATING = 5;
const AVATAR_SIZE = 64;

/** Client quotes in a looping carousel (speed 1000 ms) with previous and next arrows. */
export function TestimonialSection({ id, tone = 'alt', content }: TestimonialSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="testimonials">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} align="center" />
      <Carousel
        items={content.testimonials}
        getKey={(item) => item.name}
        label="Client testimonials"
        loop
        navigation
        speed={TESTIMONIAL_CAROUSEL_SPEED_MS}
        className="testimonials__carousel"
        renderSlide={(item) => (
          <figure className="testimonials__card">
            <QuoteIcon size={40} aria-hidden className="testimonials__quote-mark" />
            <p className="testimonials__rating">
              <span className="visually-hidden">{`Rated ${item.rating} out of ${MAX_RATING}`}</span>
              {Array.from({ length: MAX_RATING }, (_, star) => (
                <StarIcon
                  key={star}
                  size={18}
                  aria-hidden
                  className={star < item.rating ? 'testimonials__star--on' : 'testimonials__star'}
                />
              ))}
            </p>
            <blockquote className="testimonials__quote">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="testimonials__author">
              <Image src={item.avatarSrc} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} className="testimonials__avatar" />
              <span>
                <span className="testimonials__name">{item.name}</span>
                <span className="testimonials__role">{item.role}</span>
              </span>
            </figcaption>
          </figure>
        )}
      />
    </Section>
  );
}
