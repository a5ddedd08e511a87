import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

let zxcvbn: ZxcvbnFactory | undefined;

/** zxcvbn-ts's score (0 to 4) of a password, with the common and English dictionaries (as the SPA's bar). */
export function passwordScore(password: string, userInputs: string[] = []): number {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return zxcvbn.check(password.slice(0, 200), userInputs).score;
}
