export * from './step-actions';
