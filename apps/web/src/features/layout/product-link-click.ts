import { splitLocalePath } from '../../lib/i18n/locale';

export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface ClickedLink {
  /** The link's resolved href. */
  href: string;
  target: string;
  download: boolean;
}

/**
 * The product path a click is about to open in this tab, or null: a plain left click (no
 * modifier key) on a same-origin link to /product/… (or /ar/product/…), without a target of its own or a download,
 * to another page than the one shown (a link to the page itself, or to a part of it, goes nowhere).
 */
export function productNavigationTarget(click: LinkClick, link: ClickedLink, here: string): string | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target !== '' && link.target !== '_self') || link.download) return null;
  let url: URL;
  let current: URL;
  try {
    current = new URL(here);
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (
    url.origin !== current.origin ||
    !splitLocalePath(url.pathname).path.startsWith('/product/') ||
    url.pathname === current.pathname
  )
    return null;
  return url.pathname;
}
