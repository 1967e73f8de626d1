import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

const pathname = vi.hoisted(() => ({ value: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.value }));

const { default: GlobalError } = await import('./global-error');

async function rendered(path: string): Promise<string> {
  pathname.value = path;
  const { prelude } = await prerenderToNodeStream(<GlobalError error={new Error('layout failed')} reset={() => {}} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('the root error page: its body loads on demand, and a server render still holds all of it', () => {
  it('English: the title, the text, Try again and a plain link home', async () => {
    const html = await rendered('/product/rose-balm');
    expect(html).toContain('<html lang="en-OM" dir="ltr">');
    expect(html).toContain('Gulf Glow');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('We could not load this page. Please try again in a moment.');
    expect(html).toContain('>Try again</button>');
    expect(html).toMatch(/<a href="\/"[^>]*>Back to the home page<\/a>/);
  });

  it('Arabic: the page reads right to left in Arabic, its home link under /ar', async () => {
    const html = await rendered('/ar/shop');
    expect(html).toContain('<html lang="ar-OM" dir="rtl">');
    expect(html).toContain('حدث خطأ ما');
    expect(html).toMatch(/<a href="\/ar"[^>]*>/);
  });
});
