import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AbTestStatus } from '@contracts/ab-tests/ab-tests.schemas';
import { abDecisionText, StatusAbTest } from './status-ab-test';

const variants: AbTestStatus['variants'] = [
  { messageId: 1, label: 'Message 1', message: 'Offer A', sent: 50, delivered: 48, count: 3, rate: 3 / 48 },
  { messageId: 2, label: 'Message 2', message: 'Offer B', sent: 50, delivered: 50, count: 12, rate: 0.24 },
];
const base: AbTestStatus = {
  metric: 'clicks',
  testPercent: 20,
  waitHours: 4,
  state: 'Waiting',
  testSize: 100,
  decideAt: '2026-12-01T10:30:00.000Z',
  decision: null,
  variants,
};

describe('the status page A/B test', () => {
  it('says when it decides while it waits (South African time)', () => {
    expect(abDecisionText(base)).toBe('Deciding at 2026-12-01 12:30');
  });

  it('names the winner and its p-value, or says there was no significant difference', () => {
    const decided = (significant: boolean, messageId: number): AbTestStatus => ({
      ...base,
      state: 'Decided',
      decision: {
        messageId,
        label: `Message ${messageId}`,
        significant,
        pValue: 0.0123,
        decidedAt: base.decideAt!,
      },
    });
    expect(abDecisionText(decided(true, 2))).toBe(
      'Winner: Message 2 (p = 0.0123). The rest of the audience got Message 2.',
    );
    expect(abDecisionText(decided(false, 1))).toBe(
      'No significant difference: the rest of the audience got the first message.',
    );
  });

  it("shows each variant's sent, delivered, metric count and rate", () => {
    render(<StatusAbTest test={base} />);
    const rows = within(screen.getByRole('table', { name: 'A/B test messages' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('MessageSentDeliveredClicksRate');
    expect(rows[1]).toHaveTextContent('Message 1Offer A504836.3%');
    expect(rows[2]).toHaveTextContent('Message 2Offer B50501224.0%');
  });
});
