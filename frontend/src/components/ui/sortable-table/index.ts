export * from './sortable-table';
