import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { EmailCampaign } from '@contracts/email-campaigns/email-campaigns.schemas';
import { StatusCell } from '@/components/campaigns/campaign-cells';
import { CategoryPicker, flattenCategoryGroups } from '@/components/campaigns/category-picker';
import { ScheduleFields } from '@/components/campaigns/schedule-fields';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { useNotify } from '@/components/ui/notifications';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';
import { serverFieldErrors, type FieldErrorMap } from '@/lib/form-errors';
import {
  EMAIL_CATEGORIES_URL,
  saveEmailCampaignSettings,
  useEmailCampaign,
  useEmailCategories,
  useEmailLists,
  useReloadEmailCampaignLists,
} from '../../api/email-campaigns';
import { settingsDraftOf, validateSettings, type SettingsDraft } from '../../utils/settings-draft';
import { AudiencePickers } from './audience-pickers';
import { EmailActiveSwitch } from './email-active-switch';
import { EmailSendTestDialog } from './email-send-test-dialog';
import { MergeTextField } from './merge-text-field';

export const SETTINGS_SAVED_TEXT = 'The campaign was saved.';

/** The editor's route: /emailmarketing/emailcampaigns/:campaignId/edit. */
export function EmailCampaignEditorRoute() {
  const { campaignId = '' } = useParams();
  const id = /^\d+$/.test(campaignId) ? Number(campaignId) : 0;
  const campaign = useEmailCampaign(id);
  if (campaign.isLoading) return <Spinner label="Loading the campaign" />;
  if (!id || isApiStatus(campaign.error, 404) || isApiStatus(campaign.error, 400))
    return <EmailCampaignNotFound />;
  if (campaign.error !== undefined || !campaign.data)
    return <LoadErrorPanel error={campaign.error} onRetry={() => void campaign.mutate()} />;
  return (
    <EmailCampaignEditor key={campaign.data.id} campaign={campaign.data} reload={() => campaign.mutate()} />
  );
}

export function EmailCampaignNotFound() {
  return (
    <Alert
      severity="warning"
      action={
        <Link component={RouterLink} to={paths.email.campaigns.getHref()}>
          Email Campaigns
        </Link>
      }
    >
      This email campaign was not found.
    </Alert>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

/** Edit Email Campaign (not shown in the spec): settings, sender, body, audience, schedule, test and switch. */
export function EmailCampaignEditor({
  campaign,
  reload,
}: {
  campaign: EmailCampaign;
  reload: () => Promise<unknown>;
}) {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const reloadLists = useReloadEmailCampaignLists();
  const categories = useEmailCategories();
  const lists = useEmailLists();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(campaign));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const grouped = useMemo(() => flattenCategoryGroups(categories.data ?? []), [categories.data]);
  const set = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const domains = campaign.verifiedDomains;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validateSettings(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveEmailCampaignSettings(campaign.id, result.value);
      if (draft.category.mode === 'new') void mutate(EMAIL_CATEGORIES_URL);
      const fresh = (await reload()) as EmailCampaign | undefined;
      if (fresh) setDraft(settingsDraftOf(fresh));
      void reloadLists();
      notify.success(SETTINGS_SAVED_TEXT);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      setFailure(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const text = (
    key: 'name' | 'fromName' | 'fromEmail' | 'replyTo' | 'subject' | 'preheader',
    label: string,
    help?: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      name={key}
      type={type}
      value={draft[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? help}
      disabled={saving}
    />
  );

  const mergeText = (key: 'subject' | 'preheader', label: string, help: string) => (
    <MergeTextField
      name={key}
      label={label}
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      error={errors[key]}
      help={help}
      disabled={saving}
    />
  );

  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.email.campaigns.getHref()}>
          Email Campaigns
        </Link>
        <Typography color="text.primary">Edit Email Campaign</Typography>
      </Breadcrumbs>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {campaign.name}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={campaign.category.name} />
              <StatusCell status={campaign.status} />
              {campaign.archived && <Chip size="small" color="warning" label="Archived" />}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button variant="outlined" startIcon={<SendOutlined />} onClick={() => setTesting(true)}>
                Send test
              </Button>
              <Button
                variant="outlined"
                startIcon={<BarChartOutlined />}
                component={RouterLink}
                to={paths.email.campaignStatus.getHref(campaign.id)}
              >
                Status
              </Button>
            </Box>
          </Box>
          <EmailActiveSwitch
            campaign={campaign}
            onChanged={() => {
              void reload();
              void reloadLists();
            }}
          />
        </Box>
      </Paper>

      <Box
        component="form"
        noValidate
        aria-label="Email campaign settings"
        onSubmit={(event) => void save(event)}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <Section title="Campaign" description="Its name and the category it is filed under.">
          <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
            {text('name', 'Campaign name')}
            <CategoryPicker
              value={draft.category}
              onChange={(category) => set({ category })}
              categories={grouped}
              loading={categories.isLoading}
              errors={errors}
              disabled={saving}
            />
          </Box>
        </Section>

        <Section title="Sender and subject" description="Who the e-mail comes from and what the inbox shows.">
          <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
            {text('fromName', 'From name', 'e.g. your company or brand.')}
            {text(
              'fromEmail',
              'From address',
              domains.length
                ? `An address on one of your verified sending domains: ${domains.join(', ')}.`
                : 'Your account has no verified sending domain yet: verify one before choosing a from address.',
              'email',
            )}
            {text(
              'replyTo',
              'Reply-to address (optional)',
              'Replies go here instead of the from address.',
              'email',
            )}
            {mergeText(
              'subject',
              'Subject',
              'Merge fields such as #FIRSTNAME|there# are filled per contact.',
            )}
            {mergeText('preheader', 'Preheader (optional)', 'The short text inboxes show after the subject.')}
          </Box>
        </Section>

        <Section title="Content" description="The e-mail body, designed in the builder.">
          <Box sx={{ display: 'grid', gap: 2 }}>
            {campaign.bodyHtml ? (
              <Box
                component="iframe"
                title="E-mail preview"
                sandbox=""
                srcDoc={campaign.bodyHtml}
                sx={{
                  width: '100%',
                  maxWidth: 720,
                  height: 360,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            ) : (
              <Typography color="text.secondary" data-testid="no-body">
                The e-mail body has not been designed yet.
              </Typography>
            )}
            <Box>
              <Button
                variant="contained"

                startIcon={<BrushOutlined />}
                component={RouterLink}
                to={paths.email.campaignContent.getHref(campaign.id)}
              >
                {campaign.bodyHtml ? 'Edit content' : 'Design content'}
              </Button>
            </Box>
          </Box>
        </Section>

        <Section title="Audience" description="Who receives the e-mail.">
          <Box sx={{ maxWidth: 640 }}>
            <AudiencePickers
              lists={(lists.data?.rows ?? []).map((row) => ({
                id: row.id,
                name: row.name,
                contacts: row.contacts,
                exclusionList: row.exclusionList,
              }))}
              known={campaign.audienceLists}
              loading={lists.isLoading}
              loadFailed={lists.error !== undefined}
              includeListIds={draft.includeListIds}
              excludeListIds={draft.excludeListIds}
              onChange={(includeListIds, excludeListIds) => set({ includeListIds, excludeListIds })}
              errors={errors}
              disabled={saving}
            />
          </Box>
        </Section>

        <Section
          title="Schedule"
          description="On which days and hours the e-mail is sent, and whether it is sent again."
        >
          <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
            <ScheduleFields
              draft={draft}
              onChange={setDraft}
              errors={errors}
              showRecycle
              recycleMin={0}
              recycleHelp="0 sends once; otherwise the audience is e-mailed again every this many days."
              daysHelp="E-mail is sent on these days only."
              disabled={saving}
            />
          </Box>
        </Section>

        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            bgcolor: 'background.default',
          }}
        >
          <Button
            color="inherit"
            startIcon={<ArrowBackOutlined />}
            component={RouterLink}
            to={paths.email.campaigns.getHref()}
          >
            Back to the list
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Box>
      {testing && <EmailSendTestDialog campaignId={campaign.id} onClose={() => setTesting(false)} />}
    </>
  );
}
