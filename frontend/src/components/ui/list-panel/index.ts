export * from './list-panel';
