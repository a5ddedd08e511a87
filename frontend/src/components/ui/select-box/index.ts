export * from './select-box';
