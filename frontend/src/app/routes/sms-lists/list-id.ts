import { useSearchParams } from 'react-router-dom';

/** A list id: a positive safe integer, else undefined. */
export const listIdOf = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))
    ? Number(value)
    : undefined;

/** The list id in the query string; the parameter's name is matched ignoring case, as older links vary. */
export function useQueryListId(name: string): number | undefined {
  const [params] = useSearchParams();
  const key = [...params.keys()].find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return listIdOf(key === undefined ? undefined : (params.get(key) ?? undefined));
}
