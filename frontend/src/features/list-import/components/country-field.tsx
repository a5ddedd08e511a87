import type { Country } from '@contracts/settings/settings.schemas';
import { Autocomplete } from '@/components/ui/autocomplete';
import { useCountries } from '@/lib/user-settings';

export type CountryFieldProps = {
  value: string;
  onChange: (iso3166: string) => void;
  error?: string;
};

/** The list's country (numbers without a country code are read as this country's); GET /api/country. */
export function CountryField({ value, onChange, error }: CountryFieldProps) {
  const countries = useCountries(true);
  const list = countries.data ?? [];
  const selected: Country | null =
    list.find((country) => country.iso3166Code.toUpperCase() === value.toUpperCase()) ??
    (countries.data ? null : { iso3166Code: value, name: value });
  return (
    <Autocomplete<Country>
      label="Country"
      suggestions={list}
      textProperty="name"
      getOptionKey={(country) => country.iso3166Code}
      value={selected}
      onChange={(country) => {
        if (country) onChange(country.iso3166Code.toUpperCase());
      }}
      loading={countries.isLoading}
      error={Boolean(error) || countries.error !== undefined}
      helperText={error ?? (countries.error ? 'The list of countries could not be loaded.' : undefined)}
    />
  );
}
