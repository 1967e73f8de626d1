import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Back-office HTML (descriptions, delivery info) reduced to safe formatting tags. It is shown
 * right under the product's h1, so its headings (written as h3 and h4) become h2 and h3: no level
 * is skipped.
 */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
      h3: 'h2',
      h4: 'h3',
    },
  });
}
