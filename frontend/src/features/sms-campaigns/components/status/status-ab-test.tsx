import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AbTestStatus } from '@contracts/ab-tests/ab-tests.schemas';
import { NO_DIFFERENCE } from '@contracts/ab-tests/ab-tests.schemas';
import { countText, dateTimeText } from '@/lib/format';

const METRIC: Record<AbTestStatus['metric'], string> = {
  clicks: 'Clicks',
  leads: 'Leads',
  replies: 'Replies',
};

const rateText = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const pText = (p: number) => (p < 0.0001 ? 'p < 0.0001' : `p = ${p.toFixed(4)}`);

/** The test's decision, or when it is due, in words. */
export function abDecisionText(test: AbTestStatus): string {
  if (test.decision) {
    return test.decision.significant
      ? `Winner: ${test.decision.label} (${pText(test.decision.pValue)}). The rest of the audience got ${test.decision.label}.`
      : NO_DIFFERENCE;
  }
  if (test.state === 'Waiting' && test.decideAt) return `Deciding at ${dateTimeText(test.decideAt)}`;
  if (test.state === 'Testing') return `Sending the test share (${test.testPercent}% of the audience).`;
  return `The test starts when the segment sends: ${test.testPercent}% of the audience, deciding ${test.waitHours} hours later.`;
}

/** The campaign's A/B message test: each variant's test messages, and the decision. */
export function StatusAbTest({ test }: { test: AbTestStatus | undefined }) {
  if (!test) return null;
  const metric = METRIC[test.metric];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="status-ab-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="status-ab-title" variant="h2" sx={{ mb: 0.5 }}>
        A/B message test
      </Typography>
      <Typography role="status" sx={{ mb: 2, fontWeight: 500 }}>
        {abDecisionText(test)}
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label="A/B test figures">
        <Table size="small" aria-label="A/B test messages">
          <TableHead>
            <TableRow>
              <TableCell>Message</TableCell>
              <TableCell align="right">Sent</TableCell>
              <TableCell align="right">Delivered</TableCell>
              <TableCell align="right">{metric}</TableCell>
              <TableCell align="right">Rate</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {test.variants.map((v) => (
              <TableRow key={v.messageId} selected={test.decision?.messageId === v.messageId}>
                <TableCell>
                  <Box component="span" sx={{ fontWeight: 500 }}>
                    {v.label}
                  </Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {v.message}
                  </Typography>
                </TableCell>
                <TableCell align="right">{countText(v.sent)}</TableCell>
                <TableCell align="right">{countText(v.delivered)}</TableCell>
                <TableCell align="right">{countText(v.count)}</TableCell>
                <TableCell align="right">{rateText(v.rate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Rate: {metric.toLowerCase()} per message delivered (or sent, without delivery reports). The best
        message wins when a two-sided two-proportion z-test against each other message gives p &lt; 0.05 /
        (number of messages - 1).
      </Typography>
    </Paper>
  );
}
