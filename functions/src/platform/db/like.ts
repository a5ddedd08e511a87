/** A LIKE pattern for "contains", with the user's %, _ and \ taken literally. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
