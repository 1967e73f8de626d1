import type { reviews as en } from '../en/reviews';

/**
 * Review texts in Arabic; a review is 'تقييم'. 'reviews.submitLabel' contains the visible
 * 'reviews.open' so the button's accessible name includes its text; the button that opens the
 * form invites ('اكتب تقييمًا'), the form's own button sends ('إرسال').
 */
export const reviews: { [K in keyof typeof en]: string } = {
  'reviews.noReviewsYet': 'لا توجد تقييمات بعد',
  'reviews.ratingLabel':
    'التقييم {average} من 5 بناءً على {count, plural, zero {لا تقييمات} one {تقييم واحد} two {تقييمين} few {# تقييمات} many {# تقييمًا} other {# تقييم}}',
  'reviews.count':
    '{count, plural, zero {لا تقييمات} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}}',
  'reviews.heading': 'تقييمات العملاء',
  'reviews.submit': 'إرسال',
  'reviews.submitLabel': 'اكتب تقييمًا',
  'reviews.open': 'اكتب تقييمًا',
  'reviews.emptyTitle': 'لا توجد تقييمات موثّقة بعد',
  'reviews.emptyText': 'كن أول من يشاركنا رأيه في هذا المنتج! نتحقق من التقييمات قبل نشرها.',
  'reviews.moreReviewers': '+{count}',
  'reviews.moreReviewersLabel':
    '{count, plural, zero {ولا مقيّمين آخرين} one {ومقيّم آخر} two {ومقيّمان آخران} few {و# مقيّمين آخرين} many {و# مقيّمًا آخر} other {و# مقيّم آخر}}',
  'reviews.verified': 'موثّق',
  'reviews.recently': 'مؤخرًا',
  'reviews.starsLabel': 'التقييم {stars} من 5',
  'reviews.listLabel': 'تقييمات {name}',
  'reviews.imagesLabel': 'صور من {name}',
  'reviews.openImage': 'فتح الصورة {n} من {total}',
  'reviews.gallery': 'صور التقييم',
  'reviews.galleryClose': 'إغلاق معرض الصور',
  'reviews.galleryPrevious': 'الصورة السابقة',
  'reviews.galleryNext': 'الصورة التالية',
  'reviews.galleryThumb': 'عرض الصورة {n}',
  'reviews.galleryImageAlt': 'صورة التقييم {n} من {total}',
  'reviews.formTitle': 'اكتب تقييمك',
  'reviews.infoTitle': 'آلية التحقق من التقييمات',
  'reviews.infoText': 'يراجع فريقنا كل تقييم قبل نشره، ليثق المتسوّقون بما يقرؤونه. سيظهر تقييمك بعد التحقق منه.',
  'reviews.productLabel': 'المنتج الذي تقيّمه',
  'reviews.name': 'اسمك *',
  'reviews.phone': 'رقم الهاتف *',
  'reviews.phoneHint': 'أرقام فقط، حتى 9 أرقام. لن يظهر مع تقييمك.',
  'reviews.email': 'البريد الإلكتروني (اختياري)',
  'reviews.rating': 'التقييم *',
  'reviews.ratingStar': '{n, plural, one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمةً} other {# نجمة}}',
  'reviews.ratingStars': '{n, plural, one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمةً} other {# نجمة}}',
  'reviews.title': 'عنوان التقييم *',
  'reviews.titlePlaceholder': 'لخّص تجربتك',
  'reviews.text': 'تقييمك *',
  'reviews.textPlaceholder': 'ما الذي أعجبك أو لم يعجبك؟ وكيف استخدمت المنتج؟',
  'reviews.images': 'أضف صورًا (اختياري)',
  'reviews.imagesHint': 'حتى 5 صور، بحد أقصى 5 ميجابايت للصورة (JPEG أو PNG أو WebP أو GIF)',
  'reviews.imagesDrop': 'اسحب الصور وأفلتها هنا، أو',
  'reviews.imagesBrowse': 'اخترها من جهازك',
  'reviews.imageRemove': 'إزالة {file}',
  'reviews.cancel': 'إلغاء',
  'reviews.submitting': 'جارٍ الإرسال...',
  'reviews.close': 'إغلاق',
  'reviews.toastSuccess': 'تم إرسال تقييمك للمراجعة! شكرًا لمشاركتنا رأيك، وسيُنشر تقييمك بعد التحقق منه.',
  'reviews.toastError': 'تعذّر إرسال التقييم. يرجى المحاولة مرة أخرى.',
};
