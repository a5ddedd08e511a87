export * from './figure-card';
