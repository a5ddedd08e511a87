export { ClearFiltersButton } from './clear-filters-button';
