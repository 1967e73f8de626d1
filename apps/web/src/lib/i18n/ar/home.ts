import { SHOP_NAME } from '@shop/domain/store';
import type { home as en } from '../en/home';

/** Home page texts in Arabic. */
export const home: { [K in keyof typeof en]: string } = {
  'home.heading': `${SHOP_NAME}: العناية بالبشرة والجمال، مع التوصيل إلى جميع أنحاء عُمان`,
  'home.sliderLabel': 'عروض مميّزة',
  'home.bannerAlt': '{title}',
  'home.categoriesTitle': 'تسوّق حسب الفئة',
  'home.viewAll': 'عرض الكل',
  'home.viewAllLabel': 'عرض الكل: {title}',
  'home.unavailableTitle': 'نعمل على تجديد رفوفنا',
  'home.unavailableText': 'تعذّر تحميل الصفحة الرئيسية حاليًا. لا يزال بإمكانك تصفّح جميع منتجات المتجر.',
  'home.browseShop': 'تصفّح المتجر',
};
