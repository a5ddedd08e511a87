import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { sendingDomainSchema, type SendingDomainRow } from '@contracts/email-sending/email-sending.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { errorMessageOf } from '@/lib/api-error';
import { addSendingDomain, deleteSendingDomain, useSendingDomains } from '../api/sending-domains';

export const SENDING_DOMAINS_SECTION_ID = 'sending-domains';

const STATUS_COLOUR = { Verified: 'success', Pending: 'warning', Failed: 'error' } as const;

function DnsRecords({ row }: { row: SendingDomainRow }) {
  if (!row.dnsRecords.length) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        Publish these CNAME records at your DNS provider:
      </Typography>
      {row.dnsRecords.map((r) => (
        <Typography key={r.name} variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {r.name} → {r.value}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Settings › Sending domains: the domains the account sends e-mail campaigns from. Adding one creates its
 * SES identity; SES verifies it once its DKIM records are in DNS (the list checks again each time it loads).
 * A campaign's from address must be on a verified domain.
 */
export function SendingDomainsCard() {
  const domains = useSendingDomains();
  const notify = useNotify();
  const [domain, setDomain] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = sendingDomainSchema.safeParse(domain);
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message ?? 'Type a domain.');
    setFieldError(null);
    setAdding(true);
    try {
      const added = await addSendingDomain(checked.data);
      setDomain('');
      notify.success(`${added.domain} added.`);
      await domains.mutate();
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteSendingDomain(removing);
      notify.success(`${removing} removed.`);
      await domains.mutate();
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const rows = domains.data?.rows ?? [];
  return (
    <Paper
      component="section"
      id={SENDING_DOMAINS_SECTION_ID}
      aria-labelledby="sending-domains-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, scrollMarginTop: 80 }}
    >
      <Box>
        <Typography id="sending-domains-heading" variant="h2" sx={{ mb: 0.5 }}>
          Sending domains
        </Typography>
        <Typography variant="body2" color="text.secondary">
          E-mail campaigns are sent from addresses on these domains. Add a domain, publish the DNS records
          shown, and it is verified once Amazon SES finds them. Only verified domains can be used as a
          campaign's from address.
        </Typography>
      </Box>
      <Box
        component="form"
        onSubmit={(e) => void add(e)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        noValidate
      >
        <TextField
          label="Domain"
          placeholder="mail.example.com"
          size="small"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" variant="contained" disabled={adding}>
          {adding ? 'Adding…' : 'Add domain'}
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {domains.error !== undefined && !domains.data ? (
        <RetryAlert error={domains.error} onRetry={() => void domains.mutate()} />
      ) : !domains.data ? (
        <Skeleton height={80} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No sending domains yet.</Typography>
      ) : (
        <Table size="small" aria-label="Sending domains">
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Added</TableCell>
              <TableCell align="right">
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.domain}>
                <TableCell>
                  {row.domain}
                  <DnsRecords row={row} />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={row.status}
                    color={STATUS_COLOUR[row.status]}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell>{new Date(row.createdDate).toLocaleDateString('en-ZA')}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={`Remove ${row.domain}`} onClick={() => setRemoving(row.domain)}>
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove sending domain"
        message={`Campaigns can no longer send from addresses on ${removing ?? ''}. Remove it?`}
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
