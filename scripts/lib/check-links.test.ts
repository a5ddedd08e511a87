import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, githubSlug, linksOf } from './check-links';

describe('githubSlug', () => {
  it('lower-cases, drops punctuation and turns spaces into hyphens as GitHub does', () => {
    expect(githubSlug('Self-service sign-up (`/sign-up`)')).toBe('self-service-sign-up-sign-up');
    expect(githubSlug('2. Test')).toBe('2-test');
    expect(githubSlug('What the CDN does (as `scripts/local/cdn-server.ts` does locally)')).toBe(
      'what-the-cdn-does-as-scriptslocalcdn-serverts-does-locally',
    );
    expect(githubSlug('Partners: the send endpoint')).toBe('partners-the-send-endpoint');
    expect(githubSlug('snake_case and **bold** — dash')).toBe('snake_case-and-bold--dash');
    expect(githubSlug('See [the guide](guide.md)')).toBe('see-the-guide');
    expect(githubSlug('Écoles à Zürich')).toBe('écoles-à-zürich');
  });
});

describe('anchorsOf', () => {
  it('numbers repeated headings, ignores code blocks and reads explicit anchors', () => {
    const md = ['# Top', '## Setup', '## Setup', '```sh', '# not a heading', '```', '<a name="here"></a>'];
    expect([...anchorsOf(md.join('\n'))]).toEqual(['top', 'setup', 'setup-1', 'here']);
  });
});

describe('linksOf', () => {
  it('finds inline links, images and definitions, not those in code', () => {
    const md = [
      'See [a](a.md#x) and ![img](pic.png "title") and `[no](code.md)`.',
      '```',
      '[no](fenced.md)',
      '```',
      '[ref]: other.md',
    ];
    expect(linksOf(md.join('\n'))).toEqual([
      { line: 1, target: 'a.md#x' },
      { line: 1, target: 'pic.png' },
      { line: 5, target: 'other.md' },
    ]);
  });
});

describe('checkLinks', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(root, 'docs', 'areas'), { recursive: true });
    writeFileSync(join(root, 'docs', 'guide.md'), '# Guide\n\n## Step one\n');
    writeFileSync(join(root, 'docs', 'areas', 'README.md'), '# Areas\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const check = (markdown: string) => {
    writeFileSync(join(root, 'README.md'), markdown);
    return checkLinks(root, ['README.md']).map((b) => `${b.line}: ${b.target}: ${b.reason}`);
  };

  it('passes links to files, folders, headings elsewhere and in the same file, and external links', () => {
    expect(
      check(
        [
          '# Read me',
          '[g](docs/guide.md) [s](docs/guide.md#step-one) [d](docs/areas/) [top](#read-me)',
          '[web](https://example.com/missing.md) [mail](mailto:x@example.com)',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports a missing file, a missing anchor elsewhere and a missing anchor in the same file', () => {
    expect(check('# Read me\n[a](docs/nope.md)\n[b](docs/guide.md#step-two)\n[c](#nowhere)\n')).toEqual([
      '2: docs/nope.md: docs/nope.md does not exist',
      '3: docs/guide.md#step-two: no heading "#step-two" in docs/guide.md',
      '4: #nowhere: no heading "#nowhere" in README.md',
    ]);
  });

  it('resolves links relative to the linking file', () => {
    writeFileSync(join(root, 'docs', 'areas', 'one.md'), '[up](../guide.md#guide) [bad](guide.md)\n');
    expect(checkLinks(root, ['docs/areas/one.md']).map((b) => b.target)).toEqual(['guide.md']);
  });
});
