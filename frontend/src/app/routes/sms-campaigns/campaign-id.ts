/** A campaign id from the path or the query string: a positive whole number, else undefined. */
export const campaignIdOf = (value: string | null | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
