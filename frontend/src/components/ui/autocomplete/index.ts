export * from './autocomplete';
export { optionText } from './option-text';
