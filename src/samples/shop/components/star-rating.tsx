import { StarIcon } from '@/components/ui/icon';

import './star-rating.scss';

/** Each point of rating fills 20 % of the five stars (docs/requirements/spec.md §9). */
export const STAR_FILL_PERCENT_PER_POINT = 20;
const STARS = [1, 2, 3, 4, 5];

export interface StarRatingProps {
  rating: number;
  label: string;
}

export function StarRating({ rating, label }: StarRatingProps) {
  const width = `${Math.min(Math.max(rating, 0), 5) * STAR_FILL_PERCENT_PER_POINT}%`;
  return (
    <span className="star-rating" role="img" aria-label={label}>
      <span className="star-rating__empty" aria-hidden="true">
        {STARS.map((star) => (
          <StarIcon key={star} size={18} />
        ))}
      </span>
      <span className="star-rating__fill" style={{ width }} aria-hidden="true" data-testid="star-fill">
        {STARS.map((star) => (
          <StarIcon key={star} size={18} fill="currentColor" />
        ))}
      </span>
    </span>
  );
}
