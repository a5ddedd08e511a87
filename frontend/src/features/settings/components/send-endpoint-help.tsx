import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DEFAULT_API_KEY_RATE_LIMIT } from '@contracts/api-keys/api-keys.schemas';
import { useAccountSettings } from '../api/account-settings';
import { CodeBlock } from './code-block';

/** The send endpoint's two forms for an API host (placeholders in braces). */
export function sendEndpointExamples(apiHost: string) {
  const url = `${apiHost.replace(/\/+$/, '')}/campaigns/sms/{campaignId}/sms/send`;
  return {
    get: `${url}?apikey={apikey}&to={to}`,
    post: [
      `curl -X POST '${url}' \\`,
      `  -H 'Authorization: Bearer {apikey}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -H 'Idempotency-Key: {your-unique-reference}' \\`,
      `  -d '{"to": "{to}"}'`,
    ].join('\n'),
  };
}

const Code = ({ children }: { children: string }) => (
  <Box component="code" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.92em' }}>
    {children}
  </Box>
);

/** How partners call the transactional send endpoint with a key, for this account's API host. */
export function SendEndpointHelp() {
  const settings = useAccountSettings();
  const examples = settings.data ? sendEndpointExamples(settings.data.apiHost) : undefined;
  return (
    <Box
      component="section"
      aria-labelledby="send-endpoint-heading"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id="send-endpoint-heading" variant="h3">
        Sending with a key
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each transactional campaign sends one SMS per call. Replace <Code>{'{campaignId}'}</Code> with the
        campaign&apos;s id (its editor shows the full URL), <Code>{'{apikey}'}</Code> with a key and{' '}
        <Code>{'{to}'}</Code> with the recipient&apos;s cellphone number.
      </Typography>
      {settings.error !== undefined ? (
        <Alert severity="error">The API host could not be loaded.</Alert>
      ) : !examples ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Typography variant="subtitle2" component="h4">
            POST with the key in a header (recommended)
          </Typography>
          <CodeBlock code={examples.post} label="POST example" testId="send-post-example" />
          <Typography variant="body2" color="text.secondary">
            <Code>{'X-Api-Key: {apikey}'}</Code> works instead of <Code>Authorization</Code>. A retry with the
            same <Code>Idempotency-Key</Code> answers the first result and sends nothing twice.
          </Typography>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            GET with the key in the URL
          </Typography>
          <CodeBlock code={examples.get} label="GET URL" testId="send-get-example" />
          <Typography variant="body2" color="text.secondary">
            Proxies and browsers often log URLs, so prefer the POST form where you can.
          </Typography>
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        A <Code>202 Accepted</Code> answer carries the message id, its status and its number of SMS parts. By
        default a key may make {DEFAULT_API_KEY_RATE_LIMIT} requests a second; beyond that the answer is{' '}
        <Code>429</Code> with a <Code>Retry-After</Code> header.
      </Typography>
    </Box>
  );
}
