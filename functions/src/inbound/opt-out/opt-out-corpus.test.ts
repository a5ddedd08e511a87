// Precision and recall of Optout over the labelled corpus (functions/src/inbound/opt-out-corpus/): the
// held-out part was written before any rule was written, the tuning part while tuning (including two probes
// scored before the rules that fixed them: docs/areas/replies-and-sms-inbox.md has their figures). Each reply is classified
// as the inbound webhook does (no campaign step, no custom keyword; `answered`: the text of our message it
// answers, when the reply's meaning depends on it).
import { describe, expect, it } from 'vitest';
import { classifyReply } from '../classify-reply';
import holdout from '../opt-out-corpus/holdout.json';
import tuning from '../opt-out-corpus/tuning.json';

interface Labelled {
  text: string;
  optout: boolean;
  answered?: string;
}

function score(corpus: Labelled[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const wrong: string[] = [];
  for (const reply of corpus) {
    const optout = classifyReply(reply.text, null, [], reply.answered ?? null).type === 'Optout';
    if (optout && reply.optout) tp++;
    else if (optout) fp++;
    else if (reply.optout) fn++;
    if (optout !== reply.optout) wrong.push(`${reply.optout ? 'missed' : 'false'}: ${reply.text}`);
  }
  return { n: corpus.length, precision: tp / (tp + fp), recall: tp / (tp + fn), wrong };
}

describe('the opt-out corpus', () => {
  it('has at least 300 labelled replies, both kinds well represented', () => {
    const all: Labelled[] = [...holdout, ...tuning];
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all.filter((r) => r.optout).length).toBeGreaterThan(100);
    expect(all.filter((r) => !r.optout).length).toBeGreaterThan(100);
  });

  it.each([
    ['full corpus', [...holdout, ...tuning]],
    ['held-out part', holdout],
  ] as [string, Labelled[]][])('%s: recall ≥ 0.98 and precision ≥ 0.99 for Optout', (name, corpus) => {
    const result = score(corpus);
    console.log(
      `${name}: n=${result.n} precision=${result.precision.toFixed(3)} recall=${result.recall.toFixed(3)}`,
      result.wrong,
    );
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    expect(result.precision).toBeGreaterThanOrEqual(0.99);
  });
});
