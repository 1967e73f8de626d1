// What other features use of the layout; everything else in features/layout is its own.
export { StatusArt } from './status-art';
