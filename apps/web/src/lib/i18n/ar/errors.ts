import type { errors as en } from '../en/errors';

/** The 404 and error pages in Arabic (read directly by app/error.tsx and app/global-error.tsx). */
export const errors: { [K in keyof typeof en]: string } = {
  'notFound.metaTitle': 'الصفحة غير موجودة',
  'notFound.code': '404',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.text': 'لم نتمكن من العثور على الصفحة التي تبحث عنها. ربما نُقلت، أو أن الرابط غير صحيح.',
  'notFound.home': 'العودة إلى الصفحة الرئيسية',
  'notFound.shop': 'تصفّح جميع المنتجات',
  'notFound.offers': 'تصفّح العروض',
  'error.title': 'حدث خطأ ما',
  'error.text': 'تعذّر تحميل هذه الصفحة. يرجى المحاولة مرة أخرى بعد قليل.',
  'error.retry': 'إعادة المحاولة',
  'error.busyTitle': 'لحظة من فضلك',
  'error.busyText': 'المتجر مشغول للحظات. يرجى إعادة فتح هذه الصفحة بعد بضع ثوانٍ.',
};
