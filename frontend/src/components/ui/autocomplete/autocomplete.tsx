import CircularProgress from '@mui/material/CircularProgress';
import MuiAutocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { assertTextProperty, optionText } from './option-text';

type StringKeys<Option> = Option extends object ? Extract<keyof Option, string> : never;

export type AutocompleteProps<Option> = {
  label: string;
  suggestions: readonly Option[];
  value: Option | null;
  onChange: (value: Option | null) => void;
  /** Required when suggestions are objects: the property holding the text to show. */
  textProperty?: StringKeys<Option>;
  /** Lists suggestions under group headings (suggestions of a group must be adjacent). */
  groupBy?: (option: Option) => string;
  /** Tells suggestions apart when their texts can repeat (e.g. the same name in two groups). */
  getOptionKey?: (option: Option) => string | number;
  /** Called as the user types, e.g. to fetch new suggestions. */
  onInputChange?: (text: string) => void;
  loading?: boolean;
  placeholder?: string;
  noOptionsText?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
};

/** MUI Autocomplete over string or object suggestions; throws 'TextProperty is empty' for objects without textProperty. */
export function Autocomplete<Option>({
  label,
  suggestions,
  value,
  onChange,
  textProperty,
  groupBy,
  getOptionKey,
  onInputChange,
  loading = false,
  placeholder,
  noOptionsText = 'No matches',
  helperText,
  error,
  disabled,
  fullWidth = true,
  size = 'small',
}: AutocompleteProps<Option>) {
  assertTextProperty(suggestions, textProperty);
  const textOf = (option: Option) => optionText(option, textProperty);

  return (
    <MuiAutocomplete<Option, false, false, false>
      options={suggestions}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onInputChange?.(text);
      }}
      getOptionLabel={textOf}
      groupBy={groupBy}
      getOptionKey={getOptionKey}
      isOptionEqualToValue={(option, selected) =>
        getOptionKey ? getOptionKey(option) === getOptionKey(selected) : textOf(option) === textOf(selected)
      }
      loading={loading}
      noOptionsText={noOptionsText}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label="Loading suggestions" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
