// Renders the page templates' thumbnails once with Debian's chromium: each template (functions/src/page-templates/
// templates/) at its 675 px width, the top 675 x 900 scaled to 300 x 400, written to frontend/public/page-templates/
// {id}.png (committed; the SPA serves them as the templates' thumbnailUrl). Run again after changing a template:
//   npx tsx scripts/dev/page-template-thumbnails.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_TEMPLATES } from '../../functions/src/page-templates/templates';
import { launchChromium } from '../lib/chromium';

const OUT_DIR = join('frontend', 'public', 'page-templates');
const PAGE_WIDTH = 675;
const THUMB = { width: 300, height: 400 };

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  try {
    const scale = THUMB.width / PAGE_WIDTH;
    // The page laid out at its own width (675 x 900), drawn at 300 x 400 device pixels.
    const context = await browser.newContext({
      viewport: { width: PAGE_WIDTH, height: Math.round(THUMB.height / scale) },
      deviceScaleFactor: scale,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    // Nothing is fetched: the templates use no external resources (a unit test keeps it so).
    await page.route('**/*', (route) => route.abort());
    for (const template of PAGE_TEMPLATES) {
      await page.setContent(
        `<!doctype html><html><head><style>${template.css}</style></head>` +
          `<body>${template.html}</body></html>`,
      );
      const file = join(OUT_DIR, `${template.id}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
