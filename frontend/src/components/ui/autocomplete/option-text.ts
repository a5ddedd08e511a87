/** The text shown for a suggestion: the string itself, or the value of textProperty on an object. */
export function optionText<Option>(option: Option, textProperty: string | undefined): string {
  if (typeof option === 'string') return option;
  if (typeof option === 'number') return String(option);
  if (!textProperty) throw new Error('TextProperty is empty');
  const value = (option as Record<string, unknown>)[textProperty];
  return value === undefined || value === null ? '' : String(value);
}

/** Spec 3 §5: when suggestions are objects a text property is required. */
export function assertTextProperty(suggestions: readonly unknown[], textProperty: string | undefined): void {
  if (!textProperty && suggestions.some((option) => typeof option === 'object' && option !== null)) {
    throw new Error('TextProperty is empty');
  }
}
