import sanitizeHtml from 'sanitize-html';

/** Shop texts written as HTML in the back-office (delivery info, product descriptions), as the storefront shows them: formatting tags and safe links only. */
export function sanitizeShopHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
  }).trim();
}
