import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AbTestSettings, Campaign } from '@contracts/campaigns/campaigns.schemas';
import type { MessageDraft } from './message-field';

export type AbTestDraft = {
  enabled: boolean;
  metric: AbTestSettings['metric'];
  testPercent: string;
  waitHours: string;
};

const METRIC_LABELS: Record<AbTestSettings['metric'], string> = {
  clicks: 'Clicks',
  leads: 'Leads',
  replies: 'Replies',
};

/** The significance rule, as the help text states it (docs/areas/sending-sms.md, "A/B message tests"). */
export const AB_RULE_TEXT =
  'The test share is split evenly between the marked messages and sent first; the rest of the audience waits. ' +
  'After the wait, the message with the highest rate (its clicks, leads or replies per message delivered, or ' +
  'sent when there are no delivery reports) wins if a two-sided two-proportion z-test against each other ' +
  'message gives p < 0.05 / (number of messages - 1). Otherwise the rest of the audience gets the first ' +
  'marked message.';

export const toAbTestDraft = (saved: AbTestSettings | null): AbTestDraft => ({
  enabled: saved !== null,
  metric: saved?.metric ?? 'clicks',
  testPercent: String(saved?.testPercent ?? 20),
  waitHours: String(saved?.waitHours ?? 4),
});

/** The draft as the step's abTest (text fields as numbers; a blank one fails validation). */
export const abTestOf = (draft: AbTestDraft): AbTestSettings | null =>
  draft.enabled
    ? {
        metric: draft.metric,
        testPercent: draft.testPercent.trim() === '' ? Number.NaN : Number(draft.testPercent),
        waitHours: draft.waitHours.trim() === '' ? Number.NaN : Number(draft.waitHours),
      }
    : null;

type Props = {
  value: AbTestDraft;
  messages: MessageDraft[];
  errors: Partial<Record<string, string>>;
  onChange: (value: AbTestDraft) => void;
  onMark: (index: number, abVariant: boolean) => void;
};

/** The Messages step's A/B test: on or off, which messages, the metric, the test share and the wait. */
export function AbTestFields({ value, messages, errors, onChange, onMark }: Props) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        A/B message test
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={value.enabled}
            onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
          />
        }
        label="Test two to four messages against each other"
      />
      {value.enabled && (
        <>
          <Box
            role="group"
            aria-label="Messages in the test"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {messages.map((m, index) => (
              <FormControlLabel
                key={m.key}
                control={
                  <Checkbox
                    checked={Boolean(m.abVariant) && m.active}
                    disabled={!m.active}
                    onChange={(e) => onMark(index, e.target.checked)}
                  />
                }
                label={`Message ${index + 1}${m.active ? '' : ' (inactive)'}`}
              />
            ))}
          </Box>
          {errors.abTest && (
            <FormHelperText error role="alert">
              {errors.abTest}
            </FormHelperText>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField
              select
              label="Winner by"
              value={value.metric}
              onChange={(e) => onChange({ ...value, metric: e.target.value as AbTestSettings['metric'] })}
            >
              {Object.entries(METRIC_LABELS).map(([metric, label]) => (
                <MenuItem key={metric} value={metric}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Test share (%)"
              type="number"
              value={value.testPercent}
              onChange={(e) => onChange({ ...value, testPercent: e.target.value })}
              error={Boolean(errors['abTest.testPercent'])}
              helperText={errors['abTest.testPercent'] ?? '5 to 50% of the audience'}
              slotProps={{ htmlInput: { min: 5, max: 50 } }}
            />
            <TextField
              label="Wait (hours)"
              type="number"
              value={value.waitHours}
              onChange={(e) => onChange({ ...value, waitHours: e.target.value })}
              error={Boolean(errors['abTest.waitHours'])}
              helperText={errors['abTest.waitHours'] ?? '1 to 72 hours before deciding'}
              slotProps={{ htmlInput: { min: 1, max: 72 } }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {AB_RULE_TEXT}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** The saved test in the step's summary. */
export function AbTestSummary({ saved }: { saved: NonNullable<Campaign['messages']> }) {
  const test = saved.abTest;
  if (!test) return null;
  const marked = saved.messages.flatMap((m, i) => (m.abVariant && m.active ? [`Message ${i + 1}`] : []));
  return (
    <Typography variant="body2" color="text.secondary">
      A/B test: <strong>{marked.join(', ')}</strong> on {METRIC_LABELS[test.metric].toLowerCase()},{' '}
      {test.testPercent}% of the audience, deciding after {test.waitHours} hours.
    </Typography>
  );
}
