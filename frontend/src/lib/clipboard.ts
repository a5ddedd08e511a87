/**
 * Copies text with the asynchronous clipboard API; false when it is missing (a page served over plain
 * HTTP) or refused, so the caller can fall back to selecting the text for the user to copy.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
