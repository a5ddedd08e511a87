import { useEffect, useState } from 'react';

/** Scores a password 0 to 4 (zxcvbn-ts, with the same dictionaries as the server's check). */
export type PasswordScorer = (password: string, userInputs?: string[]) => number;

let loading: Promise<PasswordScorer> | undefined;

/**
 * Loads zxcvbn-ts and its dictionaries (about 850 kB gzipped) on demand, once: the profile page paints
 * without them (issue 29) and scores once they are loaded.
 */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, en]) => {
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (password, userInputs = []) => zxcvbn.check(password.slice(0, 200), userInputs).score;
  });
  loading.catch(() => (loading = undefined)); // a failed load (network) is tried again next time
  return loading;
}

/** The scorer once loaded (starting the load after the first paint), undefined until then. */
export function usePasswordScorer(): PasswordScorer | undefined {
  const [scorer, setScorer] = useState<PasswordScorer>();
  useEffect(() => {
    let live = true;
    loadPasswordScorer().then(
      (loaded) => live && setScorer(() => loaded),
      () => undefined, // scored at submit instead, which loads again
    );
    return () => {
      live = false;
    };
  }, []);
  return scorer;
}
