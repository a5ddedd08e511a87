import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('exposes a progressbar with the default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the label as text when asked', () => {
    render(<Spinner label="Loading campaigns" showLabel />);
    expect(screen.getByText('Loading campaigns')).toBeInTheDocument();
  });

  it('fills the page when fullPage is set', () => {
    render(<Spinner fullPage />);
    expect(screen.getByTestId('full-page-spinner')).toBeInTheDocument();
  });
});
