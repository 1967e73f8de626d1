// What other features use of the catalog: the product card (rendered on the server or in the browser).
export { ProductCard } from './product-card';
