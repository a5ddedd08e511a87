import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  createProviderSchema,
  DEFAULT_API_ADDRESSES,
  editProviderSchema,
  PROVIDER_TYPE_LABELS,
  PROVIDER_TYPES,
  type Provider,
  type ProviderTypeName,
  type SavedProvider,
} from '@contracts/providers/providers.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectBox } from '@/components/ui/select-box';
import { useFormSubmit } from '@/lib/use-form-submit';
import {
  assignSmsProvider,
  createSmsProvider,
  editSmsProvider,
  useProviderAccounts,
} from '../../api/sms-providers';

/** Each type's credential fields: label, whether it is a secret (a password input), and help. */
const CREDENTIAL_FIELDS: Record<
  ProviderTypeName,
  { key: string; label: string; secret: boolean; help?: string; optional?: boolean }[]
> = {
  BulkSms: [
    { key: 'tokenId', label: 'API token id', secret: false, help: 'BulkSMS › Settings › API Tokens' },
    { key: 'tokenSecret', label: 'API token secret', secret: true },
  ],
  Twilio: [
    {
      key: 'accountSid',
      label: 'Account SID',
      secret: false,
      help: 'Starts with AC (Twilio console › Account info)',
    },
    { key: 'authToken', label: 'Auth token', secret: true },
    {
      key: 'from',
      label: 'Sender',
      secret: false,
      help: 'A Twilio number (+27600000000) or a Messaging Service SID (MG…)',
    },
  ],
  Clickatell: [
    { key: 'apiKey', label: 'API key', secret: true, help: 'Clickatell Portal › Integration (One API)' },
    {
      key: 'from',
      label: 'Two-way number',
      secret: false,
      optional: true,
      help: 'Optional, e.g. +27600000000',
    },
  ],
};

export type SmsProviderDialogProps = {
  /** Absent: Add provider; present: Edit it. */
  provider?: Provider;
  /** The caller's account, the default owner of a new provider. */
  ownAccountId: number;
  onClose: () => void;
  onSaved: (saved: SavedProvider) => void;
};

/** Add / Edit SMS provider (administrators). Credentials are never prefilled: left empty on edit, they are kept. */
export function SmsProviderDialog({ provider, ownAccountId, onClose, onSaved }: SmsProviderDialogProps) {
  const editing = provider !== undefined;
  const accounts = useProviderAccounts(true);
  const [type, setType] = useState<ProviderTypeName>(provider?.type ?? 'BulkSms');
  const [accountId, setAccountId] = useState<number>(provider?.accountId ?? ownAccountId);
  const [name, setName] = useState(provider?.name ?? '');
  const [price, setPrice] = useState(provider?.pricePerPart ?? '');
  const [rate, setRate] = useState(provider ? String(provider.messagesPerSecond) : '10');
  const [reverseBilled, setReverseBilled] = useState(provider?.reverseBilled ?? false);
  const [active, setActive] = useState(provider?.active ?? true);
  const [apiAddress, setApiAddress] = useState(provider?.apiAddress ?? '');
  const [credentials, setCredentials] = useState<Record<string, string>>({});
  const { errors, setErrors, busy, failure, submit } = useFormSubmit();

  const fields = CREDENTIAL_FIELDS[type];
  const typedCredentials = fields.some((f) => credentials[f.key]);
  const fieldError = (key: string) => errors[key];

  const save = () => {
    const common = {
      name,
      type,
      pricePerPart: price,
      messagesPerSecond: rate.trim() === '' ? Number.NaN : Number(rate),
      reverseBilled,
      active,
      apiAddress: apiAddress.trim() === DEFAULT_API_ADDRESSES[type] ? '' : apiAddress,
    };
    const given = Object.fromEntries(fields.map((f) => [f.key, credentials[f.key] ?? '']));
    if (editing)
      return submit(
        editProviderSchema,
        { ...common, ...(typedCredentials ? { credentials: given } : {}) },
        async (value) => {
          const saved = await editSmsProvider(provider.id, value);
          // Another account: a second call, refused (409) while its account's campaigns select it.
          onSaved(
            accountId === provider.accountId
              ? saved
              : { ...saved, provider: await assignSmsProvider(provider.id, accountId) },
          );
        },
      );
    return submit(createProviderSchema, { ...common, accountId, credentials: given }, async (value) =>
      onSaved(await createSmsProvider(value)),
    );
  };

  const change = (setter: (v: string) => void) => (event: { target: { value: string } }) => {
    setter(event.target.value);
    setErrors({});
  };

  return (
    <FormDialog
      title={editing ? `Edit ${provider.name}` : 'Add SMS provider'}
      busy={busy}
      failure={failure}
      submitLabel={editing ? 'Save' : 'Add provider'}
      busyLabel="Saving"
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <SelectBox
        label="Account"
        value={accountId}
        options={(
          accounts.data ?? [
            { id: provider?.accountId ?? ownAccountId, name: provider?.accountName ?? 'Your account' },
          ]
        ).map((a) => ({
          value: a.id,
          label: a.name,
        }))}
        onChange={(value) => setAccountId(value)}
        error={Boolean(fieldError('accountId'))}
        helperText={fieldError('accountId') ?? 'The account whose campaigns send through this provider.'}
        size="medium"
      />
      <SelectBox
        label="Type"
        value={type}
        options={PROVIDER_TYPES.map((t) => ({ value: t, label: PROVIDER_TYPE_LABELS[t] }))}
        onChange={(value) => {
          setType(value);
          setCredentials({});
          setErrors({});
        }}
        disabled={editing}
        helperText={editing ? 'A provider’s type cannot change.' : 'The API the provider speaks.'}
        size="medium"
      />
      <TextField
        label="Name"
        value={name}
        autoFocus
        required
        onChange={change(setName)}
        error={Boolean(fieldError('name'))}
        helperText={fieldError('name')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Credentials
        </Typography>
        {editing && (
          <Typography variant="body2" color="text.secondary">
            Saved credentials are never shown
            {provider.credentials.hint ? ` (${provider.credentials.hint})` : ''}. Leave these empty to keep
            them.
          </Typography>
        )}
        {fields.map((f) => (
          <TextField
            key={`${type}-${f.key}`}
            label={f.label}
            type={f.secret ? 'password' : 'text'}
            autoComplete={f.secret ? 'new-password' : 'off'}
            value={credentials[f.key] ?? ''}
            required={!editing && !f.optional}
            onChange={(event) => {
              setCredentials((current) => ({ ...current, [f.key]: event.target.value }));
              setErrors({});
            }}
            error={Boolean(fieldError(`credentials.${f.key}`))}
            helperText={fieldError(`credentials.${f.key}`) ?? f.help}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Price per SMS part"
          value={price}
          required
          onChange={change(setPrice)}
          error={Boolean(fieldError('pricePerPart'))}
          helperText={fieldError('pricePerPart') ?? 'e.g. 0.2500'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: '1 1 180px' }}
        />
        <TextField
          label="Messages per second"
          value={rate}
          required
          onChange={change(setRate)}
          error={Boolean(fieldError('messagesPerSecond'))}
          helperText={fieldError('messagesPerSecond') ?? 'What the provider accepts from us'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: '1 1 180px' }}
        />
      </Box>
      <FormControl>
        <FormLabel id="provider-billing-label">Billing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="provider-billing-label"
          value={reverseBilled ? 'reverse' : 'standard'}
          onChange={(event) => setReverseBilled(event.target.value === 'reverse')}
        >
          <FormControlLabel value="standard" control={<Radio />} label="Standard" />
          <FormControlLabel value="reverse" control={<Radio />} label="Reverse billed" />
        </RadioGroup>
      </FormControl>
      <TextField
        label="API address"
        value={apiAddress}
        placeholder={DEFAULT_API_ADDRESSES[type]}
        onChange={change(setApiAddress)}
        error={Boolean(fieldError('apiAddress'))}
        helperText={fieldError('apiAddress') ?? `Leave empty for ${DEFAULT_API_ADDRESSES[type]}`}
      />
      <FormControlLabel
        control={<Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />}
        label="Active (campaigns may send through it)"
      />
    </FormDialog>
  );
}
