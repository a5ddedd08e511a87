import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/style.css';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where the partner API's OpenAPI document is served (the API's own origin, through the CDN). */
export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

/** Scalar's light theme, darkened where its small grey and method-colour texts fall short of WCAG AA (axe). */
const CONTRAST_CSS = `.light-mode, .light-mode .scalar-app {
  --scalar-color-2: #44475a;
  --scalar-color-3: #555869;
  --scalar-color-green: #0a6b34;
  --scalar-color-blue: #1c54ad;
  --scalar-color-orange: #954700;
  --scalar-color-red: #b3261e;
  --scalar-color-yellow: #735600;
  --scalar-color-purple: #6538ad;
}`;

/**
 * The partner API reference (Settings › API keys › API reference): the served OpenAPI document rendered by
 * Scalar. This module, Scalar and its styles load only when this page is opened (a lazy route).
 */
export function ApiReferencePage() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const reference = createApiReference(container.current, {
      url: OPENAPI_DOCUMENT_URL,
      // Nothing leaves the platform: no web fonts, telemetry, agent or MCP add-ons; no request sending.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      hideClientButton: true,
      hideTestRequestButton: true,
      hideDarkModeToggle: true,
      forceDarkModeState: 'light',
      showDeveloperTools: 'never',
      documentDownloadType: 'none', // the page's own openapi.json link is the download
      layout: 'modern',
      theme: 'default',
      customCss: CONTRAST_CSS,
    });
    return () => reference.destroy();
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          API reference
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The partner API: sending with an API key, its errors and limits, and the callbacks your endpoint
          receives. The same document as OpenAPI 3.1:{' '}
          <Link href={OPENAPI_DOCUMENT_URL} target="_blank" rel="noopener">
            openapi.json
          </Link>
          . Create keys in{' '}
          <Link component={RouterLink} to={paths.settings.getHref('api-keys')}>
            Settings › API keys
          </Link>
          .
        </Typography>
      </Box>
      <Box
        ref={container}
        data-testid="api-reference"
        sx={{ border: 1, borderColor: '#e3e5ee', borderRadius: 1.5, overflow: 'hidden', minHeight: 400 }}
      />
    </Box>
  );
}
