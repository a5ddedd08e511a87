export * from './pager';
export { pageCount, pageSequence, PAGE_WINDOW } from './page-sequence';
