// What other features use of the search; everything else in features/search is its own.
export { SearchBox } from './search-box';
