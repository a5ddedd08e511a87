import { describe, expect, it } from 'vitest';
import { canDelete, countText, listStatusLabel, statusLabels } from './list-display';

describe('list display rules', () => {
  it('labels the statuses', () => {
    expect([0, 1, 2].map(listStatusLabel)).toEqual(['Queued', 'Processing...', 'Completed']);
    expect(statusLabels({ status: 2, needsRefresh: true })).toEqual(['Completed', 'Pending refresh...']);
    expect(statusLabels({ status: 1, needsRefresh: false })).toEqual(['Processing...']);
  });
  it('allows delete only when not Queued or InProgress', () => {
    expect([0, 1, 2].map((status) => canDelete({ status }))).toEqual([false, false, true]);
  });
  it('groups thousands with spaces', () => {
    expect(countText(500000)).toBe('500 000');
    expect(countText(12)).toBe('12');
  });
});
