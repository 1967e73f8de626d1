import type { orders as en } from '../en/orders';

/**
 * Order outcome pages in Arabic. 'orders.unknownOrder' fills {id} of 'orders.failedText'
 * ('…دفع طلبك غير المعروف'), so it is written as the adjective that completes that sentence.
 */
export const orders: { [K in keyof typeof en]: string } = {
  'orders.placedTitle': 'تم استلام طلبك #{id} بنجاح!',
  'orders.placedTitleNoId': 'تم استلام طلبك بنجاح!',
  'orders.placedCall': 'سنتصل بك قريبًا على الرقم {number} لتأكيد طلبك.',
  'orders.placedCallNoNumber': 'سنتصل بك قريبًا على رقمك لتأكيد طلبك.',
  'orders.continue': 'متابعة التسوّق',
  'orders.verifying': 'جارٍ التحقق من الدفع',
  'orders.verifyingText': 'يرجى الانتظار ريثما نؤكد عملية الدفع مع البنك. لا تغلق هذه الصفحة.',
  'orders.pendingTitle': 'لم يكتمل دفع طلبك بعد',
  'orders.pendingText': 'الطلب #{id} بانتظار الدفع. أكمل الدفع عبر الصفحة الآمنة.',
  'orders.completePayment': 'إكمال الدفع',
  'orders.verifyMissing': 'لا توجد عملية دفع للتحقق منها.',
  'orders.verifyFailed': 'تعذّر التحقق من الدفع حاليًا.',
  'orders.verifyNotFound': 'تعذّر العثور على عملية الدفع هذه.',
  'orders.verifyNotFoundText': 'قد يكون رابط الدفع ناقصًا أو منتهي الصلاحية. سلتك كما تركتها.',
  'orders.tryAgain': 'إعادة المحاولة',
  'orders.goToCart': 'الذهاب إلى السلة',
  'orders.failedTitle': 'تأكيد إلغاء الدفع',
  'orders.failedText':
    'تم إلغاء دفع طلبك {id}. إن احتجت إلى مساعدة، تواصل مع فريق الدعم، أو عُد إلى سلتك لإتمام الدفع لاحقًا.',
  'orders.unknownOrder': 'غير المعروف',
  'orders.successTitle': 'شكرًا لك! تم استلام دفعتك',
  'orders.successText': 'تم دفع الطلب #{id} وتأكيده. سنتواصل معك قريبًا بخصوص التوصيل.',
  'orders.successTextNoId': 'تم دفع طلبك وتأكيده. سنتواصل معك قريبًا بخصوص التوصيل.',
  'orders.placedTotal': 'إجمالي الطلب: {total}',
  'orders.paidTotal': 'المبلغ المدفوع: {total}',
  'orders.refundTitle': 'تم إلغاء طلبك',
  'orders.refundText':
    'أُلغي الطلب #{id} قبل وصول دفعتك البالغة {amount} إلينا. سيُعاد المبلغ إلى بطاقتك دون أي إجراء منك. إن احتجت إلى مساعدة، تواصل مع فريق الدعم.',
};
