/** From this many units down, a product page names the units left ("Only 3 left"). */
export const FEW_LEFT = 5;

/** What a page says of an item's stock: out of stock, the units left when few, or just in stock. */
function stockShown(stock: number): 'out' | 'in' | number {
  if (stock <= 0) return 'out';
  return stock <= FEW_LEFT ? stock : 'in';
}

/**
 * Whether stock going from `before` to `after` changes a page (issue 17: cached pages are
 * dropped on the changes they show, not on every sale): it crossed zero, or it is or was few.
 */
export function stockChangeShows(before: number, after: number): boolean {
  return stockShown(before) !== stockShown(after);
}
