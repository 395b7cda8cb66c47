import type { ProductContent } from '@/samples/types/shop';

import { StarRating } from './star-rating';

import './product-review.scss';

export interface ProductReviewProps {
  review: ProductContent['review'];
  ratingLabel: (rating: number) => string;
}

/** One review of the product: author, date, stars and text. */
export function ProductReview({ review, ratingLabel }: ProductReviewProps) {
  return (
    <article className="product-review">
      <header className="product-review__header">
        <h3 className="product-review__author">{review.author}</h3>
        <time dateTime={review.dateTime} className="product-review__date">
          {review.date}
        </time>
      </header>
      <StarRating rating={review.rating} label={ratingLabel(review.rating)} />
      <p className="product-review__text">{review.text}</p>
    </article>
  );
}
