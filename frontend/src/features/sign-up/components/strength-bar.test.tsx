import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthBar } from './strength-bar';

describe('StrengthBar (spec 3 §5)', () => {
  it.each([
    [0, '10', 'red'],
    [1, '25', 'red'],
    [2, '50', 'amber'],
    [3, '75', 'green'],
    [4, '100', 'green'],
  ])('score %i: %s percent, %s', (score, percent, colour) => {
    render(<StrengthBar score={score} />);
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(bar).toHaveAttribute('data-percent', percent);
    expect(bar).toHaveAttribute('data-colour', colour);
    expect(bar).toHaveAttribute('aria-valuenow', percent);
  });
});
