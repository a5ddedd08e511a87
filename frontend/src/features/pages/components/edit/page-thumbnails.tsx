import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PAGE_TEXTS } from '@contracts/pages/pages.schemas';

// Spec §2.4 / §9: desktop rendered 1200 wide, mobile 400 wide, each shown in a 200x300 box; a page whose
// height cannot be measured counts as 800 high; re-rendered 100 ms after the html stops changing.
export const THUMBNAIL_BOX = { width: 200, height: 300 } as const;
export const UNMEASURED_HEIGHT = 800;
export const THUMBNAIL_DEBOUNCE_MS = 100;

/** How a page rendered `width` wide and `height` high fits the box. */
export function thumbnailScale(width: number, height: number | null) {
  const h = height && height > 0 ? height : UNMEASURED_HEIGHT;
  const scale = Math.min(THUMBNAIL_BOX.width / width, THUMBNAIL_BOX.height / h);
  return { scale, height: h };
}

/**
 * The html with a <base> at the page's public address, so that its relative resources (an import's
 * `assets/…`) load from the public pages' origin as they do on the published page.
 */
export function withBase(html: string, publicUrl: string): string {
  if (/<base\s/i.test(html)) return html;
  const tag = `<base href="${publicUrl.replace(/"/g, '&quot;')}/">`;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`)
    : `${tag}${html}`;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One thumbnail: the html in a sandboxed iframe (sandbox="" : no scripts, an opaque origin, so the page
 * can never reach the SPA), scaled into the box. The opaque origin also means its height usually cannot
 * be read: then it counts as 800.
 */
function Thumbnail({ html, width, label }: { html: string; width: number; label: string }) {
  const [measured, setMeasured] = useState<number | null>(null);
  const { scale, height } = thumbnailScale(width, measured);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        sx={{
          width: THUMBNAIL_BOX.width,
          height: THUMBNAIL_BOX.height,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          position: 'relative',
        }}
      >
        <iframe
          title={`${label} preview`}
          sandbox=""
          srcDoc={html}
          tabIndex={-1}
          width={width}
          height={height}
          data-testid={`thumbnail-${label.toLowerCase()}`}
          onLoad={(e) => {
            let h: number | null;
            try {
              h = e.currentTarget.contentDocument?.documentElement.scrollHeight ?? null;
            } catch {
              h = null;
            }
            setMeasured(h);
          }}
          style={{
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            pointerEvents: 'none',
            position: 'absolute',
            top: 0,
            // Centred when narrower than the box (a mobile render scaled to the box's height).
            left: Math.max(0, (THUMBNAIL_BOX.width - width * scale) / 2),
          }}
        />
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5 }}
      >
        {label}
      </Typography>
    </Box>
  );
}

export function PageThumbnails({ html, publicUrl }: { html: string | null; publicUrl: string }) {
  const settled = useDebounced(html, THUMBNAIL_DEBOUNCE_MS);
  if (!settled) {
    return (
      <Typography color="text.secondary" data-testid="no-content">
        {PAGE_TEXTS.noContent}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Thumbnail html={withBase(settled, publicUrl)} width={1200} label="Desktop" />
      <Thumbnail html={withBase(settled, publicUrl)} width={400} label="Mobile" />
    </Box>
  );
}
