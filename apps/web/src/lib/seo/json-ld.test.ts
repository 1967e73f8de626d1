import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('puts the schema.org context first and parses back to the same data', () => {
    const text = jsonLdText({ '@type': 'Thing', name: 'Rose & Oud <b>' });
    expect(text.startsWith('{"@context":"https://schema.org","@type":"Thing"')).toBe(true);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: 'Rose & Oud <b>' });
  });

  it('escapes what could end the script element or open a comment in it', () => {
    const text = jsonLdText({ '@type': 'Thing', name: '</script><script>alert(1)</script><!-- \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script><!-- \u2028');
  });
});
