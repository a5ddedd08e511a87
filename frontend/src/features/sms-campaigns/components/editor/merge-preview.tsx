import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  fillMergeFields,
  findMergeTokens,
  longestCase,
  unknownFieldsWarning,
  unknownMergeFields,
  type MergeFieldOption,
  type MergeValues,
} from '@contracts/platform/sms/merge-fields';
import { countSms } from '@contracts/platform/sms/sms-segments';

/** What the editor knows of the merge fields for a campaign (GET …/merge-preview). */
export type MergeContext = {
  fields: readonly MergeFieldOption[];
  /** The field names, upper case. */
  known: ReadonlySet<string>;
  /** The previewed contact, or null when the audience has none. */
  contact: { position: number; cellphone: string; values: MergeValues } | null;
  contacts: number;
  maxLengths: Record<string, number>;
  /** A transactional campaign: its values come from the API request's "fields". */
  transactional: boolean;
};

export type MergeViews = {
  hasFields: boolean;
  /** The text the previewed contact receives (click link expanded): what the counter counts. */
  received: string;
  /** The longest text any contact of the audience can receive. */
  longest: string;
  warning: string | null;
};

/** The message as the previewed contact and as the audience's longest case receive it. */
export function mergeViews(
  message: string,
  merge: MergeContext | undefined,
  expand: (text: string) => string,
): MergeViews {
  if (!merge) return { hasFields: false, received: expand(message), longest: expand(message), warning: null };
  const { known } = merge;
  return {
    hasFields: findMergeTokens(message).some((t) => known.has(t.key)),
    received: expand(fillMergeFields(message, merge.contact?.values ?? {}, { known })),
    longest: expand(longestCase(message, merge.maxLengths, known)),
    warning: unknownFieldsWarning(unknownMergeFields(message, known), {
      transactional: merge.transactional,
    }),
  };
}

/** Under a message with merge fields: the previewed contact's text, and the longest case over the audience. */
export function MergePreviewLines({
  merge,
  views,
  label,
}: {
  merge: MergeContext;
  views: MergeViews;
  label: string;
}) {
  const longest = countSms(views.longest);
  return (
    <Box
      sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: '#f4f6fb', display: 'grid', gap: 0.5 }}
      data-testid="merge-preview"
      aria-label={`${label} preview`}
      role="group"
    >
      <Typography variant="caption" color="text.secondary">
        {merge.contact
          ? `As ${merge.contact.cellphone} receives it`
          : merge.transactional
            ? 'As it is sent when the API send gives no "fields" (fallbacks)'
            : 'As a contact without values receives it (fallbacks)'}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {views.received}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid="longest-case">
        {merge.contacts
          ? `Longest over ${merge.contacts.toLocaleString('en-ZA')} contacts: ${longest.units} characters, ${longest.parts} SMS`
          : merge.transactional
            ? 'Each API send counts its own values: up to 255 characters a field.'
            : `Without an audience: ${longest.units} characters, ${longest.parts} SMS`}
      </Typography>
    </Box>
  );
}
