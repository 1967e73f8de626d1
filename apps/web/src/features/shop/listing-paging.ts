export { fetchListingPage } from '@/lib/browser/listing-api';
export { fetchRatingSummaries } from '@/lib/browser/review-api';
