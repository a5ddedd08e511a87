import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  formSubmitActionsSchema,
  HTTP_VERB,
  LEAD_ACTION,
  LEAD_CONTENT_TYPE,
  PAGE_ACTION,
  REDIRECT_URL_VARIABLES,
  type FormSubmitActions,
  type LeadPostParameter,
  type Page,
} from '@contracts/pages/pages.schemas';
import { SelectBox } from '@/components/ui/select-box';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { usePages } from '../../api/pages';
import {
  isUntouched,
  leadVariables,
  STEP_STATUS,
  toDraft,
  type LeadVariable,
  type StepStatus,
} from './form-settings-values';

const PAGE_ACTIONS = [
  { value: PAGE_ACTION.DoNothing, label: 'Do nothing' },
  { value: PAGE_ACTION.ShowMessage, label: 'Show a message' },
  { value: PAGE_ACTION.Redirect, label: 'Redirect to a URL' },
  { value: PAGE_ACTION.ShowAnotherPage, label: 'Show another page' },
];
const LEAD_ACTIONS = [
  { value: LEAD_ACTION.DoNothing, label: 'Do nothing' },
  { value: LEAD_ACTION.PostLead, label: 'Post the lead to a URL' },
];
const VERBS = [
  { value: HTTP_VERB.Get, label: 'GET' },
  { value: HTTP_VERB.Post, label: 'POST' },
];
const CONTENT_TYPES = [
  { value: LEAD_CONTENT_TYPE.Json, label: 'JSON' },
  { value: LEAD_CONTENT_TYPE.Form, label: 'Form (x-www-form-urlencoded)' },
];

function summaryOf(actions: FormSubmitActions, pageNames: Record<number, string>): string[] {
  const p = actions.formSubmitPageAction;
  const l = actions.formSubmitLeadAction;
  const page =
    p.type === PAGE_ACTION.ShowMessage
      ? `Page action: show the message "${p.message}"`
      : p.type === PAGE_ACTION.Redirect
        ? `Page action: redirect to ${p.redirectUrl}`
        : p.type === PAGE_ACTION.ShowAnotherPage
          ? `Page action: show the page ${pageNames[p.otherPageId!] ?? `#${p.otherPageId}`}`
          : 'Page action: do nothing';
  const lead =
    l.type === LEAD_ACTION.PostLead
      ? `Lead action: ${l.httpVerb === HTTP_VERB.Get ? 'GET' : 'POST'} the lead to ${l.postUrl}`
      : 'Lead action: do nothing';
  return [page, lead];
}

/** The Form Settings step (spec §2.6, §4, §5): Page Action and Lead Action cards with Save and Cancel. */
export function FormSettings({
  page,
  customLabels,
  editing,
  disabled,
  onEdit,
  onDone,
  save,
}: {
  page: Page;
  customLabels: Record<number, string>;
  editing: boolean;
  disabled: boolean;
  onEdit: () => void;
  onDone: () => void;
  save: (actions: FormSubmitActions) => Promise<void>;
}) {
  const variables = useMemo(() => leadVariables(page.fields, customLabels), [page.fields, customLabels]);
  const [draft, setDraft] = useState<FormSubmitActions>(() => toDraft(page.formSubmitActions, variables));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [status, setStatus] = useState<StepStatus>(
    isUntouched(page.formSubmitActions) ? STEP_STATUS.Untouched : STEP_STATUS.Valid,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const others = usePages({ showArchived: false, rowsPerPage: 100, sort: 'name' });
  const pageOptions = (others.data?.rows ?? [])
    .filter((r) => r.id !== page.id)
    .map((r) => ({ value: r.id, label: `${r.name} (${r.key})` }));
  const pageNames = Object.fromEntries((others.data?.rows ?? []).map((r) => [r.id, r.name]));

  const start = () => {
    setDraft(toDraft(page.formSubmitActions, variables));
    setErrors({});
    setFailure(null);
    onEdit();
  };
  const cancel = () => {
    setDraft(toDraft(page.formSubmitActions, variables));
    setErrors({});
    setFailure(null);
    setStatus(isUntouched(page.formSubmitActions) ? STEP_STATUS.Untouched : STEP_STATUS.Valid);
    onDone();
  };
  const submit = async () => {
    const checked = validateWith(formSubmitActionsSchema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus(STEP_STATUS.Invalid);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await save(checked.value);
      setStatus(STEP_STATUS.Valid);
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      setFailure(fields ? null : error instanceof Error ? error.message : 'The settings could not be saved.');
      setStatus(STEP_STATUS.Invalid);
    }
    setBusy(false);
  };

  const pageAction = draft.formSubmitPageAction;
  const leadAction = draft.formSubmitLeadAction;
  const setPage = (patch: Partial<FormSubmitActions['formSubmitPageAction']>) =>
    setDraft((d) => ({ ...d, formSubmitPageAction: { ...d.formSubmitPageAction, ...patch } }));
  const setLead = (patch: Partial<FormSubmitActions['formSubmitLeadAction']>) =>
    setDraft((d) => ({ ...d, formSubmitLeadAction: { ...d.formSubmitLeadAction, ...patch } }));
  const setParam = (index: number, patch: Partial<LeadPostParameter>) =>
    setLead({ parameters: leadAction.parameters.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const err = (path: string) => errors[path];

  const heading = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h6" component="h2">
        Form Settings
      </Typography>
      {!editing && (
        <Button variant="outlined" onClick={start} disabled={disabled}>
          {status === STEP_STATUS.Untouched ? 'Configure Form' : 'Change Form Settings'}
        </Button>
      )}
    </Box>
  );

  if (!editing) {
    return (
      <Box data-testid="form-settings">
        {heading}
        {status === STEP_STATUS.Untouched ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            What happens when a visitor sends the page&apos;s form: nothing is configured yet.
          </Typography>
        ) : (
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }} data-testid="form-settings-summary">
            {summaryOf(page.formSubmitActions, pageNames).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </Box>
    );
  }

  const variableLabel = (key: string | null, all: LeadVariable[]) =>
    all.find((v) => v.key === key)?.label ?? key;
  const indexed = leadAction.parameters.map((p, index) => ({ p, index }));
  const variableParams = indexed.filter(({ p }) => p.variableKey !== null);
  const customParams = indexed.filter(({ p }) => p.variableKey === null);

  return (
    <Box
      component="form"
      noValidate
      data-testid="form-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {heading}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, mt: 1.5 }}>
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <FormControl>
              <FormLabel id="page-action-label">
                <Typography
                  variant="subtitle1"
                  component="span"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  Page Action
                </Typography>
              </FormLabel>
              <RadioGroup
                aria-labelledby="page-action-label"
                value={pageAction.type}
                onChange={(e) => setPage({ type: Number(e.target.value) as 0 | 1 | 2 | 3 })}
              >
                {PAGE_ACTIONS.map((a) => (
                  <FormControlLabel
                    key={a.value}
                    value={a.value}
                    control={<Radio size="small" />}
                    label={a.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {pageAction.type === PAGE_ACTION.ShowMessage && (
              <TextField
                label="Message"
                value={pageAction.message ?? ''}
                onChange={(e) => setPage({ message: e.target.value })}
                error={!!err('formSubmitPageAction.message')}
                helperText={err('formSubmitPageAction.message')}
                multiline
                minRows={3}
                required
              />
            )}
            {pageAction.type === PAGE_ACTION.Redirect && (
              <TextField
                label="Redirect URL"
                value={pageAction.redirectUrl ?? ''}
                onChange={(e) => setPage({ redirectUrl: e.target.value })}
                error={!!err('formSubmitPageAction.redirectUrl')}
                helperText={
                  err('formSubmitPageAction.redirectUrl') ??
                  `Variables: ${Object.values(REDIRECT_URL_VARIABLES)
                    .map((v) => `#${v}#`)
                    .join(', ')}`
                }
                required
                size="small"
              />
            )}
            {pageAction.type === PAGE_ACTION.ShowAnotherPage && (
              <SelectBox
                label="Page"
                value={pageAction.otherPageId ?? ''}
                options={pageOptions}
                onChange={(v) => setPage({ otherPageId: v })}
                error={!!err('formSubmitPageAction.otherPageId')}
                helperText={err('formSubmitPageAction.otherPageId')}
                fullWidth
              />
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <FormControl>
              <FormLabel id="lead-action-label">
                <Typography
                  variant="subtitle1"
                  component="span"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  Lead Action
                </Typography>
              </FormLabel>
              <RadioGroup
                aria-labelledby="lead-action-label"
                value={leadAction.type}
                onChange={(e) => setLead({ type: Number(e.target.value) as 0 | 1 })}
              >
                {LEAD_ACTIONS.map((a) => (
                  <FormControlLabel
                    key={a.value}
                    value={a.value}
                    control={<Radio size="small" />}
                    label={a.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {leadAction.type === LEAD_ACTION.PostLead && (
              <>
                <TextField
                  label="URL"
                  value={leadAction.postUrl ?? ''}
                  onChange={(e) => setLead({ postUrl: e.target.value })}
                  error={!!err('formSubmitLeadAction.postUrl')}
                  helperText={err('formSubmitLeadAction.postUrl')}
                  required
                  size="small"
                />
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 160px' }}>
                    <SelectBox
                      label="Request Method"
                      value={leadAction.httpVerb ?? ''}
                      options={VERBS}
                      onChange={(v) => setLead({ httpVerb: v })}
                      error={!!err('formSubmitLeadAction.httpVerb')}
                      helperText={err('formSubmitLeadAction.httpVerb')}
                      fullWidth
                    />
                  </Box>
                  {leadAction.httpVerb === HTTP_VERB.Post && (
                    <Box sx={{ flex: '1 1 200px' }}>
                      <SelectBox
                        label="Content Type"
                        value={leadAction.contentType ?? ''}
                        options={CONTENT_TYPES}
                        onChange={(v) => setLead({ contentType: v })}
                        error={!!err('formSubmitLeadAction.contentType')}
                        helperText={err('formSubmitLeadAction.contentType')}
                        fullWidth
                      />
                    </Box>
                  )}
                </Box>
                <Typography variant="subtitle2" component="h3">
                  Variable parameters
                </Typography>
                <Table size="small" aria-label="Variable parameters">
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox">Send</TableCell>
                      <TableCell>Variable</TableCell>
                      <TableCell>Name</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {variableParams.map(({ p, index }) => (
                      <TableRow key={p.variableKey}>
                        <TableCell padding="checkbox">
                          <Checkbox
                            size="small"
                            checked={p.send}
                            onChange={(e) => setParam(index, { send: e.target.checked })}
                            slotProps={{
                              input: { 'aria-label': `Send ${variableLabel(p.variableKey, variables)}` },
                            }}
                          />
                        </TableCell>
                        <TableCell>{variableLabel(p.variableKey, variables)}</TableCell>
                        <TableCell>
                          <TextField
                            value={p.name}
                            onChange={(e) => setParam(index, { name: e.target.value })}
                            error={!!err(`formSubmitLeadAction.parameters.${index}.name`)}
                            helperText={err(`formSubmitLeadAction.parameters.${index}.name`)}
                            size="small"
                            fullWidth
                            slotProps={{
                              htmlInput: {
                                'aria-label': `Name of ${variableLabel(p.variableKey, variables)}`,
                              },
                            }}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography variant="subtitle2" component="h3">
                  Custom parameters
                </Typography>
                {customParams.length > 0 && (
                  <Table size="small" aria-label="Custom parameters">
                    <TableHead>
                      <TableRow>
                        <TableCell>Name</TableCell>
                        <TableCell>Value</TableCell>
                        <TableCell padding="checkbox">
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
                            Remove
                          </Box>
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {customParams.map(({ p, index }, n) => (
                        <TableRow key={index}>
                          <TableCell>
                            <TextField
                              value={p.name}
                              onChange={(e) => setParam(index, { name: e.target.value })}
                              error={!!err(`formSubmitLeadAction.parameters.${index}.name`)}
                              helperText={err(`formSubmitLeadAction.parameters.${index}.name`)}
                              size="small"
                              fullWidth
                              slotProps={{ htmlInput: { 'aria-label': `Custom parameter ${n + 1} name` } }}
                            />
                          </TableCell>
                          <TableCell>
                            <TextField
                              value={p.customValue ?? ''}
                              onChange={(e) => setParam(index, { customValue: e.target.value })}
                              error={!!err(`formSubmitLeadAction.parameters.${index}.customValue`)}
                              helperText={err(`formSubmitLeadAction.parameters.${index}.customValue`)}
                              size="small"
                              fullWidth
                              slotProps={{ htmlInput: { 'aria-label': `Custom parameter ${n + 1} value` } }}
                            />
                          </TableCell>
                          <TableCell padding="checkbox">
                            <IconButton
                              size="small"
                              aria-label={`Remove custom parameter ${n + 1}`}
                              onClick={() =>
                                setLead({ parameters: leadAction.parameters.filter((_, i) => i !== index) })
                              }
                            >
                              <DeleteOutlined fontSize="small" />
                            </IconButton>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
                <Box>
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    onClick={() =>
                      setLead({
                        parameters: [
                          ...leadAction.parameters,
                          { variableKey: null, name: '', send: true, customValue: '' },
                        ],
                      })
                    }
                  >
                    Add custom parameter
                  </Button>
                </Box>
              </>
            )}
          </CardContent>
        </Card>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Save
        </Button>
        <Button color="inherit" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
