import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('is a labelled search box that reports what is typed', () => {
    const onChange = vi.fn();
    render(<SearchField label="Search by name" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(box, { target: { value: 'acme' } });
    expect(onChange).toHaveBeenCalledWith('acme');
  });
});
