import { CHECKOUT_MESSAGES, checkoutMessages } from '@shop/domain/schemas/checkout';

/** The checkout form's Arabic, kept with its English and its rules in the domain (the browser shows the same). */
const CHECKOUT_AR = checkoutMessages('ar');

/**
 * Every text the services send a shopper, in English and in Arabic, keyed by id: the one home of
 * the server's shopper-facing words (error replies, discount reasons, the OTP SMS). English is
 * SPEC's text letter for letter; Arabic is written for Gulf shoppers in Modern Standard Arabic.
 * `{name}` marks a placeholder filled when the text is rendered (i18n/shopper-text.ts); both
 * languages must name the same placeholders (checked by the type below and by the test).
 *
 * Decisions: numbers stay Western digits 0-9 in Arabic (the shop's choice for prices, phone
 * numbers and codes alike); amounts are written '5.000 ر.ع.' in Arabic. No bidi isolates are
 * added here: these texts also go out by SMS, where isolate characters show as boxes on some
 * phones, and digits and Latin names already keep their own direction; the web wraps what it
 * shows inside Arabic text itself.
 */
const MESSAGES = {
  // any reply: an unexpected failure (the error is logged, never shown)
  'server.failed': { en: 'Something went wrong.', ar: 'حدث خطأ ما.' },
  'server.databaseAway': {
    en: 'The shop is busy for a moment. Please try again in a few seconds.',
    ar: 'المتجر مشغول للحظات. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  },
  // orders: the destination of an order
  'order.pickupDate': {
    en: 'Pick Up Date must be one of the next 3 days.',
    ar: 'يرجى اختيار تاريخ استلام خلال الـ 3 أيام القادمة.',
  },
  'order.pickupTime': {
    en: 'Pick Up Time must be one of the store timings.',
    ar: 'يرجى اختيار وقت استلام ضمن أوقات عمل المتجر.',
  },
  'order.pickupOutlet': { en: 'Choose one of our stores for pick up.', ar: 'يرجى اختيار أحد فروعنا للاستلام.' },
  'order.zoneMismatch': {
    en: 'The chosen zone is not in that wilaya and province.',
    ar: 'المنطقة المختارة لا تتبع الولاية والمحافظة المحددتين.',
  },
  // orders: placing one
  'order.keyReused': {
    en: 'This idempotency_key was already used for a different order. Use a new key to place a new order.',
    ar: 'سبق استخدام مفتاح الطلب (idempotency_key) هذا لطلب مختلف. يرجى استخدام مفتاح جديد لتقديم طلب جديد.',
  },
  'order.pricesChanged': {
    en: 'Prices or availability changed since you last saw your cart. Please check it and try again.',
    ar: 'تغيّرت الأسعار أو توفّر المنتجات منذ آخر مرة اطّلعت فيها على سلتك. يرجى مراجعتها والمحاولة مرة أخرى.',
  },
  'order.codeUsedUp': {
    en: 'Discount code {code} has reached its usage limit.',
    ar: 'وصل كود الخصم {code} إلى الحد الأقصى لعدد مرات الاستخدام.',
  },
  'order.itemGone': { en: 'Item {code} is no longer available.', ar: 'المنتج {code} لم يعد متوفرًا.' },
  'order.codeRefused': {
    en: 'Discount code {code} cannot be used: {reason}',
    ar: 'لا يمكن استخدام كود الخصم {code}: {reason}',
  },
  'order.cardMinimum': {
    en: 'Card payments need an order total of at least {amount}. Please choose cash on delivery or add items.',
    ar: 'يتطلب الدفع بالبطاقة أن يبلغ إجمالي الطلب {amount} على الأقل. يرجى اختيار الدفع عند الاستلام أو إضافة منتجات.',
  },
  'order.savedUnpaid': {
    en: '{reason} Your order {order} is saved; placing it again will not charge you twice.',
    ar: '{reason} تم حفظ طلبك {order}، ولن يُخصم المبلغ مرتين إذا أعدت تقديمه.',
  },
  'order.tooManyOrders': {
    en: 'Too many orders from this connection. Please wait a few minutes and try again.',
    ar: 'تم إرسال عدد كبير من الطلبات من هذا الاتصال. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'order.tooManyForPhone': {
    en: 'Too many orders for this phone number. Please wait a few minutes and try again.',
    ar: 'تم إرسال عدد كبير من الطلبات لرقم الهاتف هذا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'order.tooManyFromDevice': {
    en: 'Too many orders from this browser. Please wait a few minutes and try again.',
    ar: 'تم إرسال عدد كبير من الطلبات من هذا المتصفح. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'order.outOfStock': { en: '{name} is out of stock.', ar: 'نفدت كمية {name}.' },
  'order.onlyLeft': { en: 'Only {left} left of {name}.', ar: 'لم يتبقَّ سوى {left} من {name}.' },
  // orders: the shop's order limits (the English is packages/domain/src/order-limits.ts's, checked by the test)
  'limit.lines': {
    en: 'An order can hold at most {max} different products; this one has {count}. Please remove some from your cart.',
    ar: 'الحد الأقصى لعدد المنتجات المختلفة في الطلب الواحد هو {max}، وهذا الطلب يضم {count}. يرجى إزالة بعضها من سلتك.',
  },
  'limit.units': {
    en: 'At most {max} of each product per order: please lower the quantity of {name} ({quantity}).',
    ar: 'الحد الأقصى للكمية من كل منتج في الطلب الواحد هو {max}: يرجى تقليل كمية {name} ({quantity}).',
  },
  'limit.value': {
    en: 'An order can come to at most {max} before it is paid or confirmed; this one is {total}. Please remove some items, or contact us to arrange a larger order.',
    ar: 'لا يمكن أن يتجاوز إجمالي الطلب {max} قبل الدفع أو التأكيد، بينما يبلغ {total} لهذا الطلب. يرجى إزالة بعض المنتجات، أو التواصل معنا لترتيب طلب أكبر.',
  },
  'limit.codPerPhone': {
    en: 'This phone number already has {count} cash-on-delivery orders waiting for our confirmation call, the most we hold at once ({max}). Please wait for our call, or pay by card.',
    ar: 'لرقم الهاتف هذا طلبات دفع عند الاستلام بانتظار مكالمة التأكيد منا عددها {count}، وهو الحد الأقصى الذي نحتفظ به في وقت واحد ({max}). يرجى انتظار اتصالنا، أو الدفع بالبطاقة.',
  },
  'limit.codPerAddress': {
    en: 'This address already has {count} cash-on-delivery orders waiting for our confirmation call, the most we hold at once ({max}). Please wait for our call, or pay by card.',
    ar: 'لهذا العنوان طلبات دفع عند الاستلام بانتظار مكالمة التأكيد منا عددها {count}، وهو الحد الأقصى الذي نحتفظ به في وقت واحد ({max}). يرجى انتظار اتصالنا، أو الدفع بالبطاقة.',
  },
  'limit.cardPerPhone': {
    en: 'This phone number already has {count} card orders waiting for payment, the most we hold at once ({max}). Please complete one of those payments, or try again later.',
    ar: 'لرقم الهاتف هذا طلبات دفع بالبطاقة بانتظار إتمام الدفع عددها {count}، وهو الحد الأقصى الذي نحتفظ به في وقت واحد ({max}). يرجى إتمام الدفع لأحدها، أو المحاولة لاحقًا.',
  },
  // checkout form (the English is packages/domain/src/schemas/checkout.ts's)
  'checkout.phone': { en: CHECKOUT_MESSAGES.phone, ar: CHECKOUT_AR.phone },
  'checkout.firstName': { en: CHECKOUT_MESSAGES.firstName, ar: CHECKOUT_AR.firstName },
  'checkout.address': { en: CHECKOUT_MESSAGES.address, ar: CHECKOUT_AR.address },
  'checkout.province': { en: CHECKOUT_MESSAGES.province, ar: CHECKOUT_AR.province },
  'checkout.wilaya': { en: CHECKOUT_MESSAGES.wilaya, ar: CHECKOUT_AR.wilaya },
  'checkout.zone': { en: CHECKOUT_MESSAGES.zone, ar: CHECKOUT_AR.zone },
  'checkout.pickupDate': { en: CHECKOUT_MESSAGES.pickupDate, ar: CHECKOUT_AR.pickupDate },
  'checkout.pickupTime': { en: CHECKOUT_MESSAGES.pickupTime, ar: CHECKOUT_AR.pickupTime },
  'checkout.email': { en: CHECKOUT_MESSAGES.email, ar: CHECKOUT_AR.email },
  'checkout.codOmanOnly': { en: CHECKOUT_MESSAGES.codOmanOnly, ar: CHECKOUT_AR.codOmanOnly },
  'checkout.pickupOmanOnly': { en: CHECKOUT_MESSAGES.pickupOmanOnly, ar: CHECKOUT_AR.pickupOmanOnly },
  'checkout.country': { en: CHECKOUT_MESSAGES.country, ar: CHECKOUT_AR.country },
  // discount codes: why a code does or does not apply
  'discount.tooManyTries': {
    en: 'Too many discount codes tried. Please wait a few minutes and try again.',
    ar: 'تمت تجربة عدد كبير من أكواد الخصم. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'discount.unknown': { en: 'This code does not exist.', ar: 'هذا الكود غير موجود.' },
  'discount.inactive': { en: 'This code is no longer active.', ar: 'هذا الكود لم يعد فعّالًا.' },
  'discount.notYetValid': { en: 'This code is not valid yet.', ar: 'هذا الكود غير صالح بعد.' },
  'discount.expired': { en: 'This code has expired.', ar: 'انتهت صلاحية هذا الكود.' },
  'discount.usedUp': {
    en: 'This code has reached its usage limit.',
    ar: 'وصل هذا الكود إلى الحد الأقصى لعدد مرات الاستخدام.',
  },
  'discount.emptyCart': { en: 'Your cart is empty.', ar: 'سلة التسوق فارغة.' },
  'discount.saleItemsOnly': {
    en: 'This code applies only to items that are not already on sale.',
    ar: 'يسري هذا الكود فقط على المنتجات غير المخفّضة.',
  },
  'discount.subtotalBelow': {
    en: 'This code needs a subtotal of at least {amount}.',
    ar: 'يتطلب هذا الكود أن يبلغ المجموع الفرعي {amount} على الأقل.',
  },
  'discount.percentOff': {
    en: '{percent}% off items that are not already on sale.',
    ar: 'خصم {percent}% على المنتجات غير المخفّضة.',
  },
  'discount.amountOff': { en: '{amount} off your order.', ar: 'خصم {amount} على طلبك.' },
  'discount.freeShipping': { en: 'Free shipping on your order.', ar: 'توصيل مجاني لطلبك.' },
  'discount.itemUnavailable': { en: 'Item {code} is not available.', ar: 'المنتج {code} غير متوفر.' },
  // sign-in by one-time code
  // the order's messages (modules/order-messages): SMS at each step, with the order's own link
  'mail.orderSubject': { en: 'Gulf Glow: your order {order}', ar: 'جلف جلو: طلبك {order}' },
  'sms.placed_cod': {
    en: 'Gulf Glow: your order {order} has been placed. A confirmation call will come shortly. {link}',
    ar: 'جلف جلو: تم تقديم طلبك {order}. ستصلك مكالمة تأكيد قريبًا. {link}',
  },
  'sms.paid': {
    en: 'Gulf Glow: we received your card payment of {amount} for order {order}. {link}',
    ar: 'جلف جلو: استلمنا دفعتك بالبطاقة بقيمة {amount} للطلب {order}. {link}',
  },
  'sms.confirmed': {
    en: 'Gulf Glow: your order {order} is confirmed. {link}',
    ar: 'جلف جلو: تم تأكيد طلبك {order}. {link}',
  },
  'sms.shipped': {
    en: 'Gulf Glow: your order {order} is on its way. {link}',
    ar: 'جلف جلو: طلبك {order} في الطريق إليك. {link}',
  },
  'sms.ready_for_pickup': {
    en: 'Gulf Glow: your order {order} is ready for pickup. {link}',
    ar: 'جلف جلو: طلبك {order} جاهز للاستلام. {link}',
  },
  'sms.delivered': {
    en: 'Gulf Glow: your order {order} has been delivered. Thank you! {link}',
    ar: 'جلف جلو: تم توصيل طلبك {order}. شكرًا لك! {link}',
  },
  'sms.collected': {
    en: 'Gulf Glow: your order {order} has been collected. Thank you! {link}',
    ar: 'جلف جلو: تم استلام طلبك {order}. شكرًا لك! {link}',
  },
  'sms.cancelled': {
    en: 'Gulf Glow: your order {order} has been cancelled. {link}',
    ar: 'جلف جلو: تم إلغاء طلبك {order}. {link}',
  },
  'sms.refunded': {
    en: 'Gulf Glow: we refunded {amount} for your order {order}. {link}',
    ar: 'جلف جلو: أعدنا مبلغ {amount} لطلبك {order}. {link}',
  },
  // the shopper's order page and invoice
  'orderPage.notFound': { en: 'Order not found.', ar: 'لم يتم العثور على الطلب.' },
  'orderPage.noInvoice': {
    en: 'The tax invoice is issued once the order is paid or delivered.',
    ar: 'تصدر الفاتورة الضريبية بعد دفع الطلب أو توصيله.',
  },
  'orderPage.noCreditNote': {
    en: 'This order has no such credit note.',
    ar: 'لا يوجد إشعار دائن بهذا الرقم لهذا الطلب.',
  },
  'otp.sms': {
    en: 'Dear Customer, your OTP for login is {otp}.',
    ar: 'عزيزي العميل، رمز التحقق لتسجيل الدخول هو {otp}.',
  },
  'otp.resendWait': {
    en: 'Please wait {seconds} before requesting a new OTP.',
    ar: 'يرجى الانتظار {seconds} قبل طلب رمز تحقق جديد.',
  },
  'otp.tooManyFromNetwork': {
    en: 'Too many OTP requests from your network. Please try again later.',
    ar: 'تم طلب رموز تحقق كثيرة من شبكتك. يرجى المحاولة لاحقًا.',
  },
  'otp.tooManyFromDevice': {
    en: 'Too many OTP requests from this browser. Please try again later.',
    ar: 'تم طلب رموز تحقق كثيرة من هذا المتصفح. يرجى المحاولة لاحقًا.',
  },
  'otp.tooManyForNumber': {
    en: 'Too many OTP requests for this number. Please try again in an hour.',
    ar: 'تم طلب رموز تحقق كثيرة لهذا الرقم. يرجى المحاولة بعد ساعة.',
  },
  'otp.notSent': {
    en: 'The OTP could not be sent. Please try again.',
    ar: 'تعذّر إرسال رمز التحقق. يرجى المحاولة مرة أخرى.',
  },
  'otp.tooManyWrongFromNetwork': {
    en: 'Too many wrong OTPs from your network. Please try again later.',
    ar: 'تم إدخال رموز تحقق خاطئة كثيرة من شبكتك. يرجى المحاولة لاحقًا.',
  },
  'otp.tooManyWrongFromDevice': {
    en: 'Too many wrong OTPs from this browser. Please try again later.',
    ar: 'تم إدخال رموز تحقق خاطئة كثيرة من هذا المتصفح. يرجى المحاولة لاحقًا.',
  },
  'otp.tooManyWrong': {
    en: 'Too many wrong OTPs. Please request a new OTP.',
    ar: 'تم إدخال رمز تحقق خاطئ عدة مرات. يرجى طلب رمز جديد.',
  },
  // the shopper's account
  'customer.signIn': { en: 'Please sign in with your phone number.', ar: 'يرجى تسجيل الدخول برقم هاتفك.' },
  'customer.ownAccountOnly': { en: 'You can only see your own account.', ar: 'يمكنك الاطلاع على حسابك فقط.' },
  'customer.notFound': { en: 'Customer not found', ar: 'لم يتم العثور على العميل' },
  // reviews
  'review.tooMany': {
    en: 'Too many reviews from this address. Please try again later.',
    ar: 'تم إرسال عدد كبير من التقييمات من هذا العنوان. يرجى المحاولة لاحقًا.',
  },
  'review.tooManyFromDevice': {
    en: 'Too many reviews from this browser. Please try again later.',
    ar: 'تم إرسال عدد كبير من التقييمات من هذا المتصفح. يرجى المحاولة لاحقًا.',
  },
  'review.imageLabel': { en: 'Image {n}', ar: 'الصورة {n}' },
  'review.tooManyImages': { en: 'You can upload maximum 5 images', ar: 'يمكنك رفع 5 صور كحد أقصى' },
  'review.notImage': { en: '{file} is not a valid image file', ar: '{file} ليست ملف صورة صالحًا' },
  'review.tooLarge': {
    en: '{file} is too large. Maximum size is 5MB',
    ar: 'حجم {file} كبير جدًا. الحد الأقصى للحجم 5 ميجابايت',
  },
  // card payments
  'payment.cardMinimum': {
    en: 'Card payments need a total of at least {amount}.',
    ar: 'يتطلب الدفع بالبطاقة أن يبلغ الإجمالي {amount} على الأقل.',
  },
  'payment.unavailable': {
    en: 'Card payment is not available right now. Please try again in a moment.',
    ar: 'الدفع بالبطاقة غير متاح حاليًا. يرجى المحاولة بعد قليل.',
  },
  'payment.preparing': {
    en: 'The payment page is still being prepared. Please try again.',
    ar: 'صفحة الدفع قيد التجهيز. يرجى المحاولة مرة أخرى.',
  },
  'payment.orderNotFound': { en: 'Order {order} was not found.', ar: 'لم يتم العثور على الطلب {order}.' },
  'payment.notByCard': { en: 'Order {order} is not paid by card.', ar: 'الطلب {order} ليس مدفوعًا بالبطاقة.' },
  'payment.alreadyPaid': { en: 'Order {order} is already paid.', ar: 'تم دفع الطلب {order} مسبقًا.' },
  'payment.cancelled': { en: 'Payment for order {order} was cancelled.', ar: 'تم إلغاء الدفع للطلب {order}.' },
  'payment.notFound': { en: 'This payment was not found.', ar: 'لم يتم العثور على عملية الدفع هذه.' },
  'payment.sessionNotFound': { en: 'This payment session was not found.', ar: 'لم يتم العثور على جلسة الدفع هذه.' },
} as const;

/** The placeholder names of a text: 'Only {left} left of {name}.' → 'left' | 'name'. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Each entry as written when both languages name the same placeholders; `never` (a type error below) otherwise. */
export type Checked<T extends Record<string, { en: string; ar: string }>> = {
  [Id in keyof T]: Same<Placeholders<T[Id]['en']>, Placeholders<T[Id]['ar']>> extends true ? T[Id] : never;
};

export const SHOPPER_MESSAGES: Checked<typeof MESSAGES> = MESSAGES;
export type MessageId = keyof typeof MESSAGES;
export type MessageParams<Id extends MessageId> = Placeholders<(typeof MESSAGES)[Id]['en']>;
