/**
 * The 404 and error pages. app/error.tsx and app/global-error.tsx read this part of the catalog
 * directly: they must show when the rest of the page failed, delivered messages included.
 */
export const errors = {
  'notFound.metaTitle': 'Page not found',
  'notFound.code': '404',
  'notFound.title': 'Page not found',
  'notFound.text': "We couldn't find the page you are looking for. It may have moved, or the link might be incorrect.",
  'notFound.home': 'Back to the home page',
  'notFound.shop': 'Browse all products',
  'notFound.offers': 'See the offers',
  'error.title': 'Something went wrong',
  'error.text': 'We could not load this page. Please try again in a moment.',
  'error.retry': 'Try again',
  'error.busyTitle': 'One moment',
  'error.busyText': 'The shop is busy for a moment. Please try this page again in a few seconds.',
} as const;
