/** Review texts; SPEC §2 'Reviews section' wording. */
export const reviews = {
  'reviews.noReviewsYet': 'No reviews yet',
  'reviews.ratingLabel': 'Rated {average} out of 5 from {count} reviews',
  'reviews.review': 'review',
  'reviews.reviews': 'reviews',
} as const;
