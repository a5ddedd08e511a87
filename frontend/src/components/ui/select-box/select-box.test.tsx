import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectBox } from './select-box';

const options = [
  { value: 3, label: 'Promotions' },
  { value: 7, label: 'Reminders' },
];

describe('SelectBox', () => {
  it('shows the selected option', () => {
    render(<SelectBox label="Category" value={7} options={options} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Reminders');
  });

  it('reports the typed value of the chosen option', async () => {
    const onChange = vi.fn();
    render(
      <SelectBox
        label="Category"
        value=""
        options={options}
        onChange={onChange}
        emptyOption="All Categories"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Promotions' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('offers the empty option and reports clearing', async () => {
    const onClear = vi.fn();
    render(
      <SelectBox
        label="Category"
        value={3}
        options={options}
        onChange={() => {}}
        emptyOption="All Categories"
        onClear={onClear}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'All Categories' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows helper text and the error state', () => {
    render(
      <SelectBox
        label="Category"
        value=""
        options={options}
        onChange={() => {}}
        helperText="Please choose a category"
        error
      />,
    );
    expect(screen.getByText('Please choose a category')).toHaveClass('Mui-error');
  });

  it('lists grouped options under their group headings', async () => {
    const onChange = vi.fn();
    const grouped = [
      { value: 1, label: 'Promotions', group: 'Marketing' },
      { value: 2, label: 'Reminders', group: 'Marketing' },
      { value: 3, label: 'Promotions', group: 'Ungrouped' },
    ];
    render(<SelectBox label="Category" value="" options={grouped} onChange={onChange} emptyOption="All" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveTextContent(/^AllMarketingPromotionsRemindersUngroupedPromotions$/);
    await user.click(screen.getAllByRole('option', { name: 'Promotions' })[1]!);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
