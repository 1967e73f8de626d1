import type { MessageId } from './catalog';

/**
 * Message ids the browser needs, by the route file giving them (`<Messages ids={…}>` around its
 * client part, messages-boundary.tsx): the root layout for what every page shows, each page for
 * its own client components (those loaded on demand included). Kept exact by
 * client-message-ids.test.ts, which reads the client code each route file sends to the browser:
 * an id missing here, or one no client code uses, fails it.
 */
export const clientMessageIds = {
  /** root layout: header (menu, search, cart link, the product skeleton), prices in search results and the toasts' default titles, on every page (app/layout.tsx) */
  layout: [
    'common.loading', 'header.brands', 'header.cartCount', 'header.cartCountOne', 'header.closeMenu',
    'header.logoLabel', 'header.mainNav', 'header.menu', 'header.offers', 'header.shopAll',
    'header.submenu', 'price.currency', 'price.percentOff', 'price.regular', 'search.clear',
    'search.count', 'search.label', 'search.noResults', 'search.placeholder', 'search.results',
    'toast.title.error', 'toast.title.info', 'toast.title.success',
  ],
  /** home: carousels and their add buttons (app/page.tsx) */
  home: [
    'carousel.goTo', 'carousel.next', 'carousel.previous', 'carousel.slideLabel',
    'cart.toast.added', 'cart.toast.max', 'cart.toast.min', 'cart.toast.reduced', 'cart.toast.removed',
    'cart.toast.updated', 'product.add', 'product.added', 'product.adding', 'product.outOfStock',
  ],
  /** shop: listing, filters, sort, sheets, and cards loaded by scrolling (app/shop/page.tsx) */
  shop: [
    'cart.toast.added', 'cart.toast.max', 'cart.toast.min', 'cart.toast.reduced', 'cart.toast.removed',
    'cart.toast.updated', 'common.close', 'product.add',
    'product.added', 'product.adding', 'product.bogo', 'product.imageAlt', 'product.outOfStock',
    'reviews.noReviewsYet', 'reviews.ratingLabel', 'reviews.review', 'reviews.reviews',
    'shop.applyFilters', 'shop.brands', 'shop.categories', 'shop.clearAll', 'shop.clearAllFilters',
    'shop.clearCategory', 'shop.excludeOutOfStock', 'shop.keyword', 'shop.removeKeyword', 'shop.expand', 'shop.filter',
    'shop.filterCount', 'shop.filters', 'shop.loadMore', 'shop.offers', 'shop.retry', 'shop.sort',
    'shop.sortBy', 'shop.unavailable',
  ],
  /** product page: cart control, share, related cards, review form and gallery (loaded on demand) (app/product/[...segments]/page.tsx) */
  product: [
    'cart.toast.added', 'cart.toast.max', 'cart.toast.min', 'cart.toast.reduced', 'cart.toast.removed',
    'cart.toast.updated', 'product.add', 'product.addToCart', 'product.added', 'product.adding',
    'product.decrease', 'product.inCart', 'product.increase', 'product.linkCopied', 'product.linkCopyFailed',
    'product.outOfStock', 'product.quantity', 'product.share', 'reviews.cancel', 'reviews.close',
    'reviews.email', 'reviews.formTitle', 'reviews.gallery', 'reviews.galleryClose',
    'reviews.galleryImageAlt', 'reviews.galleryNext', 'reviews.galleryPrevious',
    'reviews.galleryThumb', 'reviews.imageRemove', 'reviews.images', 'reviews.imagesBrowse',
    'reviews.imagesDrop', 'reviews.imagesHint', 'reviews.imagesLabel', 'reviews.infoText',
    'reviews.infoTitle', 'reviews.name', 'reviews.openImage', 'reviews.phone', 'reviews.phoneHint',
    'reviews.productLabel', 'reviews.rating', 'reviews.ratingStar', 'reviews.ratingStars',
    'reviews.submit', 'reviews.submitLabel', 'reviews.submitting', 'reviews.text',
    'reviews.textPlaceholder', 'reviews.title', 'reviews.titlePlaceholder', 'reviews.toastError',
    'reviews.toastSuccess',
  ],
  /** missing product: the Go Back button (app/product/not-found.tsx, and app/not-found.tsx for a missing product the proxy found) */
  productNotFound: [
    'product.goBack',
  ],
  /** cart page (app/cart/page.tsx) */
  cart: [
    'cart.apply', 'cart.checkout', 'cart.discount', 'cart.discountApplied', 'cart.discountInvalid',
    'cart.discountLabel', 'cart.discountPlaceholder', 'cart.emptyText', 'cart.emptyTitle',
    'cart.goToShop', 'cart.instructions', 'cart.lineTotal', 'cart.remove', 'cart.removeItem',
    'cart.shipping', 'cart.shippingAtCheckout', 'cart.subtotal', 'cart.title', 'cart.toast.added', 'cart.toast.max',
    'cart.toast.min', 'cart.toast.reduced', 'cart.toast.removed', 'cart.toast.updated',
    'cart.total', 'cart.vat', 'error.requestFailed', 'product.decrease',
    'product.increase', 'product.quantity', 'cart.blocked', 'cart.change.onlyLeft', 'cart.change.outOfStock',
    'cart.change.price', 'cart.change.unavailable', 'cart.discountDropped', 'cart.discountRemoved', 'cart.estimate',
    'cart.updating',
  ],
  /** checkout: both steps (app/checkout/page.tsx) */
  checkout: [
    'cart.emptyText', 'cart.emptyTitle', 'cart.goToShop', 'checkout.address',
    'checkout.addressHint', 'checkout.change', 'checkout.changeLabel', 'checkout.contact',
    'checkout.continue', 'checkout.country', 'checkout.countryCode', 'checkout.delivery',
    'checkout.deliveryFee', 'checkout.discount', 'checkout.email', 'checkout.firstName',
    'checkout.method', 'checkout.method.delivery', 'checkout.method.pickup', 'checkout.noPayment',
    'checkout.optional', 'checkout.outlet', 'checkout.payNow', 'checkout.payment.card',
    'checkout.payment.cardHint', 'checkout.payment.cod', 'checkout.payment.codHint',
    'checkout.paymentMethod', 'checkout.phone', 'checkout.pickupDate', 'checkout.pickupTime',
    'checkout.placeOrder', 'checkout.placing', 'checkout.postalCode', 'checkout.province',
    'checkout.provincePlaceholder', 'checkout.quantity', 'checkout.required',
    'checkout.returnToCart', 'checkout.returnToInformation', 'checkout.review',
    'checkout.review.contact', 'checkout.review.pickup', 'checkout.review.shipTo',
    'checkout.shipping', 'checkout.step.cart', 'checkout.step.information', 'checkout.step.payment',
    'checkout.steps', 'checkout.subtotal', 'checkout.summary', 'checkout.total', 'checkout.vat',
    'checkout.wilaya', 'checkout.wilayaPlaceholder', 'checkout.zone', 'checkout.zonePlaceholder',
    'cart.change.onlyLeft', 'cart.change.outOfStock', 'cart.change.price', 'cart.change.unavailable',
    'cart.blocked', 'cart.estimate', 'cart.updating', 'checkout.cardMinimum', 'checkout.pricesChanged',
  ],
  /** account: sign-in, one-time code, orders carousel (app/user/page.tsx) */
  account: [
    'account.alert.expiredOtp', 'account.alert.invalidOtp', 'account.alert.wrongOtp',
    'account.country', 'account.countryOption', 'account.hey', 'account.heyNoName', 'account.intro',
    'account.invoice', 'account.itemCount', 'account.itemCountOne', 'account.noOrders',
    'account.orderNumber', 'account.otpLabel', 'account.otpSent', 'account.otpTitle',
    'account.phone', 'account.resend', 'account.resendIn', 'account.signIn', 'account.signOut',
    'account.startShopping', 'account.submit', 'account.title', 'account.yourOrders',
    'carousel.goTo', 'carousel.next', 'carousel.previous', 'carousel.slideLabel', 'common.close',
  ],
  /** order placed: the billed total and the confirmation call note (app/order-placed/page.tsx) */
  orderPlaced: [
    'orders.placedCall', 'orders.placedCallNoNumber', 'orders.placedTotal',
  ],
  /** order success: the amount paid (app/order-success/page.tsx) */
  orderSuccess: [
    'orders.paidTotal',
  ],
  /** payment verification (app/payment-verify/page.tsx) */
  paymentVerify: [
    'orders.completePayment', 'orders.continue', 'orders.failedText', 'orders.failedTitle', 'orders.goToCart',
    'orders.pendingText', 'orders.pendingTitle', 'orders.refundText', 'orders.refundTitle', 'orders.successText',
    'orders.successTitle', 'orders.tryAgain', 'orders.verifyFailed', 'orders.verifyMissing', 'orders.verifyNotFound',
    'orders.verifyNotFoundText', 'orders.verifying', 'orders.verifyingText',
  ],
} as const satisfies Record<string, readonly MessageId[]>;
