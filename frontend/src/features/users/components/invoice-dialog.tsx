import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  PREVIEW_ERROR,
  SEND_ERROR,
  type ApprovalResult,
  type InvoicePreview,
} from '@contracts/accounting/accounting.schemas';
import type { UserRow } from '@contracts/users/users.schemas';
import { EnvelopeError } from '@/lib/api-error';
import { approveInvoice, previewInvoice } from '../api/users';
import { afterDueDateChange, afterInvoiceDateChange, initialInvoiceDates } from './invoice-dates';

/** Spec 3 §4. */
export type InvoiceStatus =
  'NotCreated' | 'Creating' | 'Created' | 'Failed' | 'SendingToXero' | 'SentToXero' | 'FailedToSendToXero';

const LINE_AMOUNT_TYPE_TEXT: Record<number, string> = { 1: 'Exclusive', 2: 'Inclusive', 3: 'No Tax' };
/** 1 234.50: a point for decimals, spaces between thousands (as the spec writes numbers). */
const grouped = (fixed: string) => {
  const [whole = '0', decimals] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${decimals ? `.${decimals}` : ''}`;
};
const money = (v: number) => grouped(v.toFixed(2));
/** A unit price: at least 2 decimals, up to 4. */
const unit = (v: number) => {
  const four = v.toFixed(4);
  return grouped(four.endsWith('00') ? v.toFixed(2) : four.replace(/0+$/, ''));
};

/** The server's message (an envelope's errorMessage) or the spec's fallback. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof EnvelopeError && error.message ? error.message : fallback;

function statusText(status: InvoiceStatus, sent: ApprovalResult | null): string {
  switch (status) {
    case 'Creating':
      return 'Creating the preview…';
    case 'SendingToXero':
      return 'Sending to Xero…';
    case 'SentToXero':
      return `Sent to Xero as ${sent?.invoiceNumber ?? ''}.`;
    default:
      return '';
  }
}

/** New Invoice (spec 3 §2.11): dates, Create Preview, the preview, Dismiss and Send to Xero. */
export function InvoiceDialog({
  user,
  onClose,
  onSent,
}: {
  user: UserRow;
  onClose: () => void;
  onSent: () => void;
}) {
  const titleId = useId();
  const [dates, setDates] = useState(() => initialInvoiceDates());
  const [status, setStatus] = useState<InvoiceStatus>('NotCreated');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  const [sent, setSent] = useState<ApprovalResult | null>(null);
  const busy = status === 'Creating' || status === 'SendingToXero';
  const request = { userId: user.id, ...dates };

  const changeInvoiceDate = (invoiceDate: string) => {
    setDates((d) => ({ invoiceDate, dueDate: afterInvoiceDateChange(invoiceDate, d.dueDate) }));
    setPreview(null);
    setStatus('NotCreated');
  };
  const changeDueDate = (dueDate: string) => {
    setDates((d) => ({ ...d, dueDate: afterDueDateChange(d.invoiceDate, dueDate) }));
    setPreview(null);
    setStatus('NotCreated');
  };

  const create = async () => {
    setStatus('Creating');
    setError(null);
    try {
      setPreview(await previewInvoice(request));
      setStatus('Created');
    } catch (e) {
      setError(messageOf(e, PREVIEW_ERROR));
      setStatus('Failed');
    }
  };
  const send = async () => {
    setStatus('SendingToXero');
    setError(null);
    try {
      setSent(await approveInvoice(request));
      setStatus('SentToXero');
      onSent();
    } catch (e) {
      setError(messageOf(e, SEND_ERROR));
      setStatus('FailedToSendToXero');
    }
  };

  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>New Invoice</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {name} · {user.accountName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField
            label="Invoice date"
            type="date"
            size="small"
            value={dates.invoiceDate}
            onChange={(e) => changeInvoiceDate(e.target.value)}
            disabled={busy || status === 'SentToXero'}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            sx={{ width: 190 }}
          />
          <TextField
            label="Due date"
            type="date"
            size="small"
            value={dates.dueDate}
            onChange={(e) => changeDueDate(e.target.value)}
            disabled={busy || status === 'SentToXero'}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            sx={{ width: 190 }}
          />
          <Button variant="outlined" onClick={() => void create()} disabled={busy || status === 'SentToXero'}>
            Create Preview
          </Button>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {status === 'Creating' && <CircularProgress size={24} aria-label="Creating the preview" />}
        {preview && <PreviewView preview={preview} />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Typography role="status" variant="body2" data-testid="invoice-status">
          {statusText(status, sent)}
          {status === 'SentToXero' && sent?.invoiceUrl && (
            <>
              {' '}
              <Link href={sent.invoiceUrl} target="_blank" rel="noopener noreferrer">
                Open the invoice
              </Link>
            </>
          )}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Dismiss
          </Button>
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={!preview || busy || status === 'SentToXero'}
            startIcon={
              status === 'SendingToXero' ? <CircularProgress size={16} aria-label="Sending" /> : undefined
            }
          >
            Send to Xero
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}

function PreviewView({ preview }: { preview: InvoicePreview }) {
  const address = preview.contact.addresses[0];
  return (
    <Box data-testid="invoice-preview">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{preview.contact.name}</Typography>
          {address &&
            [
              address.addressLine1,
              address.addressLine2,
              address.city,
              address.region,
              address.postalCode,
              address.country,
            ]
              .filter(Boolean)
              .map((line, i) => (
                <Typography key={i} variant="body2">
                  {line}
                </Typography>
              ))}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, fontSize: 14 }}
        >
          <dt>Invoice Date</dt>
          <dd style={{ margin: 0 }}>{preview.date}</dd>
          <dt>Payable Due</dt>
          <dd style={{ margin: 0 }}>{preview.dueDate}</dd>
          <dt>Currency</dt>
          <dd style={{ margin: 0 }}>{preview.currencyCode}</dd>
          <dt>Amounts are</dt>
          <dd style={{ margin: 0 }}>{LINE_AMOUNT_TYPE_TEXT[preview.lineAmountTypes] ?? ''}</dd>
        </Box>
      </Box>
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit Price</TableCell>
            <TableCell align="right">Discount %</TableCell>
            <TableCell>Account</TableCell>
            <TableCell>Tax Rate</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.lineItems.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>Nothing to invoice in this period.</TableCell>
            </TableRow>
          )}
          {preview.lineItems.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{unit(line.unitAmount)}</TableCell>
              <TableCell align="right">{line.discountRate}</TableCell>
              <TableCell>{line.accountCode}</TableCell>
              <TableCell>{`${line.taxRatePercent}% (${line.taxType})`}</TableCell>
              <TableCell align="right">{money(line.lineAmount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={6} align="right">
              Subtotal
            </TableCell>
            <TableCell align="right">{money(preview.subTotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={6} align="right">
              VAT
            </TableCell>
            <TableCell align="right">{money(preview.totalTax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={6} align="right">
              Currency
            </TableCell>
            <TableCell align="right">{preview.currencyCode}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={6} align="right" sx={{ fontWeight: 700 }}>
              TOTAL
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
              {money(preview.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
