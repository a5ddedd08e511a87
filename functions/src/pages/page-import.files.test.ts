import { describe, expect, it } from 'vitest';
import {
  ImportError,
  pickIndex,
  rewriteAssetUrls,
  safeRelativePath,
  type ImportFile,
} from './page-import.files';
import { IMPORT_TEXTS } from './pages.schemas';

const file = (path: string): ImportFile => ({ path, size: 1, read: async () => Buffer.from('x') });

describe('safeRelativePath', () => {
  it('normalises separators and ./, and refuses paths that leave the folder', () => {
    expect(safeRelativePath('.\\css\\a.css')).toBe('css/a.css');
    expect(safeRelativePath('img/./b.png')).toBe('img/b.png');
    for (const bad of ['../x.css', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\..\\..\\x'])
      expect(() => safeRelativePath(bad), bad).toThrow(ImportError);
  });
});

describe('pickIndex', () => {
  it('takes a lone html file, or the shallowest index.html with the files under its folder', () => {
    expect(pickIndex([file('landing.htm')]).index.path).toBe('landing.htm');
    const picked = pickIndex([
      file('site/index.html'),
      file('site/css/a.css'),
      file('site/sub/index.html'),
      file('other.txt'),
    ]);
    expect(picked.index.path).toBe('site/index.html');
    expect(picked.assets.map((a) => a.path)).toEqual(['css/a.css', 'sub/index.html']);
  });

  it('refuses several files without index.html, two at the top, or one file that is not html', () => {
    expect(() => pickIndex([file('a.html'), file('b.css')])).toThrow(IMPORT_TEXTS.indexRequired);
    expect(() => pickIndex([file('a/index.html'), file('b/index.html')])).toThrow(IMPORT_TEXTS.oneIndex);
    expect(() => pickIndex([file('logo.png')])).toThrow(IMPORT_TEXTS.notHtml);
  });
});

describe('rewriteAssetUrls', () => {
  const assets = ['css/site.css', 'img/a b.png', 'img/logo.png', 'js/app.js'];

  it('points relative references to imported files at assets/, keeping queries and fragments', () => {
    const html =
      '<link href="./css/site.css?v=1" rel="stylesheet"><img src="img/a%20b.png" srcset="img/logo.png 1x, img/a%20b.png 2x">' +
      "<div style=\"background: url('img/logo.png')\"></div><script src='js/app.js#x'></script>";
    expect(rewriteAssetUrls(html, assets)).toBe(
      '<link href="assets/css/site.css?v=1" rel="stylesheet"><img src="assets/img/a%20b.png" srcset="assets/img/logo.png 1x, assets/img/a%20b.png 2x">' +
        "<div style=\"background: url('assets/img/logo.png')\"></div><script src='assets/js/app.js#x'></script>",
    );
  });

  it('leaves absolute, root, data, anchor and unknown references alone', () => {
    const html =
      '<a href="https://x.test/css/site.css"></a><a href="/css/site.css"></a><img src="data:image/png;base64,AA">' +
      '<a href="#top"></a><img src="img/missing.png"><a href="mailto:a@b.test"></a><a href="../css/site.css"></a>';
    expect(rewriteAssetUrls(html, assets)).toBe(html);
  });
});
