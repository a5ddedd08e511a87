export { RowActions, RowButtonAction, RowLinkAction } from './row-actions';
