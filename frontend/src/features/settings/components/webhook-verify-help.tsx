import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CodeBlock } from './code-block';

/** How a partner checks a callback, in Node.js (any Standard Webhooks library does the same). */
export const VERIFY_SAMPLE = `const crypto = require('node:crypto');

// secret: your whsec_... secret; headers: the request's headers; body: the raw body, as received.
function isFromPulsar(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false; // too old or too new
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = crypto.createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}`;

/** Settings › Webhook signing secret: what a call carries and how the receiving system checks it. */
export function WebhookVerifyHelp() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
        Checking a call
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        Each call is a POST of JSON (<code>type</code>, <code>timestamp</code>, <code>data</code>) signed the{' '}
        Standard Webhooks way. It carries three headers:
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          <li>
            <code>webhook-id</code>: the call's id, the same on every retry (use it to ignore a repeat);
          </li>
          <li>
            <code>webhook-timestamp</code>: when the attempt was made, in seconds since 1970;
          </li>
          <li>
            <code>webhook-signature</code>: <code>v1,</code> and the base64 HMAC-SHA256 of{' '}
            <code>{'{webhook-id}.{webhook-timestamp}.{body}'}</code>, keyed with the bytes of the secret after{' '}
            <code>whsec_</code> (base64 decoded). After a rotation it holds two signatures, separated by a
            space.
          </li>
        </Box>
        Compute the signature over the body exactly as received, accept the call when one signature matches
        and the timestamp is within five minutes, and answer with a status under 300. Any other answer, or
        none within 10 seconds, is retried: after 5 seconds, 5 and 30 minutes, 2, 5, 10 and 10 hours.
        Redirects are not followed.
      </Typography>
      <CodeBlock code={VERIFY_SAMPLE} label="Verification example" testId="webhook-verify-sample" />
    </Box>
  );
}
