import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Autocomplete } from './autocomplete';
import { optionText } from './option-text';

type Country = { iso3166Code: string; name: string };
const countries: Country[] = [
  { iso3166Code: 'ZA', name: 'South Africa' },
  { iso3166Code: 'NL', name: 'Netherlands' },
  { iso3166Code: 'GB', name: 'United Kingdom' },
];

describe('Autocomplete', () => {
  it('suggests string options matching the typed text', async () => {
    const onChange = vi.fn();
    render(
      <Autocomplete
        label="Keyword"
        suggestions={['STOP', 'START', 'INFO']}
        value={null}
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Keyword' }), 'st');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['STOP', 'START']);
    await user.click(screen.getByRole('option', { name: 'START' }));
    expect(onChange).toHaveBeenCalledWith('START');
  });

  it('shows object suggestions through textProperty', async () => {
    const onChange = vi.fn();
    const onInputChange = vi.fn();
    render(
      <Autocomplete
        label="Country"
        suggestions={countries}
        textProperty="name"
        value={null}
        onChange={onChange}
        onInputChange={onInputChange}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'neth');
    expect(onInputChange).toHaveBeenLastCalledWith('neth');
    await user.click(screen.getByRole('option', { name: 'Netherlands' }));
    expect(onChange).toHaveBeenCalledWith(countries[1]);
  });

  it('shows the selected object as its text', () => {
    render(
      <Autocomplete
        label="Country"
        suggestions={countries}
        textProperty="name"
        value={countries[0]!}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('South Africa');
  });

  it("throws 'TextProperty is empty' for object suggestions without textProperty", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<Autocomplete label="Country" suggestions={countries} value={null} onChange={() => {}} />),
    ).toThrow('TextProperty is empty');
  });

  it('optionText needs a text property only for objects', () => {
    expect(optionText('STOP', undefined)).toBe('STOP');
    expect(optionText(countries[2], 'name')).toBe('United Kingdom');
    expect(() => optionText(countries[2], undefined)).toThrow(new Error('TextProperty is empty'));
  });

  it('groups suggestions and tells equal texts apart by key', async () => {
    const onChange = vi.fn();
    const categories = [
      { id: 1, name: 'Promotions', group: 'Marketing' },
      { id: 2, name: 'Promotions', group: 'Ungrouped' },
    ];
    render(
      <Autocomplete
        label="Category"
        suggestions={categories}
        textProperty="name"
        groupBy={(c) => c.group}
        getOptionKey={(c) => c.id}
        value={categories[1]!}
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Marketing')).toBeInTheDocument();
    expect(screen.getByText('Ungrouped')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('option', { name: 'Promotions' });
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.click(first!);
    expect(onChange).toHaveBeenCalledWith(categories[0]);
  });
});
