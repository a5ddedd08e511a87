const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return undefined;
  }
})();

/** "South Africa (ZA)"; the bare code when the browser has no name for it. */
export function countryText(iso3166: string): string {
  const code = iso3166.toUpperCase();
  let name: string | undefined;
  try {
    name = names?.of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}
