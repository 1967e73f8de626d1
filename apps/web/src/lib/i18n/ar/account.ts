import type { account as en } from '../en/account';

/** Account page (/user) and the sign-in alerts in Arabic; OTP is 'رمز التحقق'. */
export const account: { [K in keyof typeof en]: string } = {
  'account.title': 'حسابي',
  'account.intro': 'سجّل الدخول برقم هاتفك لعرض طلباتك.',
  'account.country': 'الدولة',
  // the dialling code isolated left to right, so '+968' does not read '968+' after an Arabic name
  'account.countryOption': '{name} \u2066+{prefix}\u2069',
  'account.phone': 'رقم الهاتف',
  'account.signIn': 'تسجيل الدخول برقم الهاتف',
  'account.sending': 'جارٍ إرسال رمز التحقق...',
  'account.otpTitle': 'أدخل رمز التحقق',
  'account.otpSent': 'أرسلنا رمز التحقق إلى {number}',
  'account.otpLabel': 'رمز التحقق',
  'account.submit': 'تأكيد',
  'account.verifying': 'جارٍ التحقق...',
  'account.resendIn': 'إعادة إرسال الرمز خلال {time}',
  'account.resend': 'إعادة إرسال الرمز',
  'account.hey': 'أهلًا {name}!',
  'account.heyNoName': 'أهلًا بك!',
  'account.signOut': 'تسجيل الخروج',
  'account.yourOrders': 'طلباتي',
  'account.noOrders': 'ليس لديك طلبات بعد.',
  'account.startShopping': 'ابدأ التسوّق',
  'account.orderNumber': 'طلب #{id}',
  'account.link': 'حسابي',
  'account.orderDate': 'تاريخ الطلب: {date}',
  'account.itemCount':
    '{n, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'account.itemCountOne': 'منتج واحد',
  'account.invoice': 'عرض فاتورة الطلب {id}',
  'account.alert.invalidNumber': 'يرجى إدخال رقم صحيح',
  'account.alert.invalidOtp': 'يرجى إدخال رمز تحقق صحيح',
  'account.alert.wrongOtp': 'رمز التحقق غير صحيح',
  'account.alert.expiredOtp': 'انتهت صلاحية رمز التحقق. يرجى طلب رمز جديد.',
  'account.alert.failed': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
};
