import type { CatalogFileError, CatalogFileErrorCode } from './catalog-file';
import { formatMessage } from './icu';
import type { Language } from './language';

/**
 * The words for each catalog-file refusal, in both of the back-office's languages, as ICU
 * messages (icu.ts); `{name}` is filled from the error's params. Numbers and codes stay in Western digits in Arabic too.
 */
const MESSAGES: Record<CatalogFileErrorCode, Record<Language, string>> = {
  'column.unknown': {
    en: 'Unknown column "{column}": use the column names of an exported file.',
    ar: 'العمود "{column}" غير معروف: استخدم أسماء الأعمدة كما في ملف مُصدَّر.',
  },
  'column.duplicate': { en: 'The column "{column}" appears twice.', ar: 'العمود "{column}" مكرر.' },
  'column.missing_item_code': {
    en: 'The file needs an item_code column: rows are matched by it.',
    ar: 'يجب أن يحتوي الملف على العمود item_code: تتم مطابقة الصفوف بواسطته.',
  },
  'file.empty': { en: 'The file has no rows.', ar: 'الملف لا يحتوي على صفوف.' },
  'file.unreadable': {
    en: 'The file could not be read as {format}. Save it as CSV (UTF-8) or XLSX and try again.',
    ar: 'تعذرت قراءة الملف بصيغة {format}. احفظه بصيغة CSV ‏(UTF-8) أو XLSX ثم حاول مرة أخرى.',
  },
  'file.too_many_rows': {
    en: 'The file has more than {max} rows. Split it into smaller files.',
    ar: 'يحتوي الملف على أكثر من {max} صف. قسّمه إلى ملفات أصغر.',
  },
  'cell.required': { en: 'This column is required.', ar: 'هذا العمود مطلوب.' },
  'cell.item_code': {
    en: '"{value}" is not an item code: letters, digits, ".", "_" and "-", at most 40.',
    ar: '"{value}" ليس رمز منتج صالحًا: أحرف وأرقام و"." و"_" و"-"، بحد أقصى 40.',
  },
  'cell.price': {
    en: '"{value}" is not a price: write OMR with at most 3 decimals, e.g. 12.500.',
    ar: '"{value}" ليس سعرًا صالحًا: اكتب المبلغ بالريال العُماني بثلاث خانات عشرية على الأكثر، مثل 12.500.',
  },
  'cell.stock': {
    en: '"{value}" is not a stock quantity: a whole number from 0 to {max}.',
    ar: '"{value}" ليست كمية مخزون صالحة: عدد صحيح من 0 إلى {max}.',
  },
  'cell.stock_negative': { en: 'Stock cannot be negative ({value}).', ar: 'لا يمكن أن يكون المخزون سالبًا ({value}).' },
  'cell.flag': { en: '"{value}" is not 1 or 0.', ar: '"{value}" ليست 1 أو 0.' },
  'cell.too_long': { en: 'Too long: at most {max} characters.', ar: 'النص طويل جدًا: {max} حرفًا على الأكثر.' },
  'cell.formula': {
    en: 'Looks like a spreadsheet formula (starts with = + - or @). Put an apostrophe before it to keep it as text.',
    ar: 'تبدو الخلية كصيغة جدول بيانات (تبدأ بـ = أو + أو - أو @). ضع علامة ’ قبلها لإبقائها نصًا.',
  },
  'row.duplicate': {
    en: 'The item code {item_code} is already in row {first}.',
    ar: 'رمز المنتج {item_code} موجود مسبقًا في الصف {first}.',
  },
  'row.sale_above_regular': {
    en: 'The sale price {sale} is above the regular price {regular}.',
    ar: 'سعر التخفيض {sale} أعلى من السعر الأصلي {regular}.',
  },
  'row.unknown_brand': {
    en: 'There is no brand "{value}". Create it first or choose "create missing".',
    ar: 'لا توجد علامة تجارية باسم "{value}". أنشئها أولًا أو اختر "إنشاء الناقص".',
  },
  'row.unknown_category': {
    en: 'There is no category "{value}". Create it first or choose "create missing".',
    ar: 'لا توجد فئة باسم "{value}". أنشئها أولًا أو اختر "إنشاء الناقص".',
  },
  'row.route_taken': {
    en: 'No product page address can be made from this name: give the product a name with letters or digits.',
    ar: 'تعذر إنشاء عنوان لصفحة المنتج من هذا الاسم: أعطِ المنتج اسمًا يحتوي على أحرف لاتينية أو أرقام.',
  },
  'image.url': {
    en: 'The image must be an https address or the name of a file in the images ZIP.',
    ar: 'يجب أن تكون الصورة عنوان https أو اسم ملف داخل ملف الصور المضغوط (ZIP).',
  },
  'image.not_in_zip': {
    en: 'The images ZIP has no file named "{file}".',
    ar: 'لا يحتوي ملف الصور المضغوط على ملف باسم "{file}".',
  },
  'image.unreadable': {
    en: '"{file}" is not a JPEG, PNG, WebP or GIF image of at most {mb} MB.',
    ar: '"{file}" ليست صورة JPEG أو PNG أو WebP أو GIF بحجم {mb} ميجابايت على الأكثر.',
  },
  'image.fetch': {
    en: 'The image at {url} could not be fetched ({reason}).',
    ar: 'تعذر جلب الصورة من {url} ‏({reason}).',
  },
};

/** The error in words, in the staff member's language (the shop's ICU engine, no bidi isolates: a file report is plain text). */
export function catalogFileMessage(error: Pick<CatalogFileError, 'code' | 'params'>, language: Language): string {
  return formatMessage(MESSAGES[error.code][language], error.params, language, { isolate: false });
}

/** Every code's texts (for the test that both languages name the same placeholders). */
export const CATALOG_FILE_MESSAGES: Readonly<Record<CatalogFileErrorCode, Readonly<Record<Language, string>>>> =
  MESSAGES;
