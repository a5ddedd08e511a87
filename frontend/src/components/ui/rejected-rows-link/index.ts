export * from './rejected-rows-link';
