import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Editor } from 'grapesjs';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EmailCampaign } from '@contracts/email-campaigns/email-campaigns.schemas';
import { createGrapesBuilder } from '@/components/builder/grapes-builder';
import { htmlHasScripts, pageDocument, parseProjectData } from '@/components/builder/project-data';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';
import { InsertFieldMenu } from '@/components/merge-fields/insert-field-menu';
import { saveEmailCampaignBody, useEmailCampaign } from '../../api/email-campaigns';
import { useMergeFieldOptions } from '../../api/merge-fields';
import { STARTER_EMAIL_HTML } from '../../utils/starter-template';
import { EmailCampaignNotFound } from '../editor/email-campaign-editor';

export const BODY_SAVED_TEXT = 'The e-mail body was saved.';
/** The newsletter preset's command that answers the html with its css inlined (what mail clients need). */
const INLINED_HTML_COMMAND = 'gjs-get-inlined-html';

/** The body editor's route: /emailmarketing/emailcampaigns/:campaignId/content. */
export function EmailBodyEditorRoute() {
  const { campaignId = '' } = useParams();
  const id = /^\d+$/.test(campaignId) ? Number(campaignId) : 0;
  const campaign = useEmailCampaign(id);
  if (campaign.isLoading) return <Spinner label="Loading the campaign" />;
  if (!id || isApiStatus(campaign.error, 404) || isApiStatus(campaign.error, 400))
    return <EmailCampaignNotFound />;
  if (campaign.error !== undefined || !campaign.data)
    return <LoadErrorPanel error={campaign.error} onRetry={() => void campaign.mutate()} />;
  return (
    <EmailBodyEditor key={campaign.data.id} campaign={campaign.data} onSaved={() => void campaign.mutate()} />
  );
}

/** The e-mail body in GrapesJS with the newsletter preset; Save stores the inlined html and the project data. */
export function EmailBodyEditor({ campaign, onSaved }: { campaign: EmailCampaign; onSaved: () => void }) {
  const notify = useNotify();
  const containerRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let editor: Editor | null = null;
    createGrapesBuilder(container, {
      newsletterOptions: { inlineCss: true, showStylesOnChange: true },
      frameTitle: 'E-mail content',
    })
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        editor = created;
        editorRef.current = created;
        created.on('command:run:preview', () => setPreviewing(true));
        created.on('command:stop:preview', () => setPreviewing(false));
        const project = parseProjectData(campaign.bodyJson);
        if (project) created.loadProjectData(project);
        else created.setComponents(campaign.bodyHtml?.trim() ? campaign.bodyHtml : STARTER_EMAIL_HTML);
        setReady(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadFailure(errorMessageOf(error));
      });
    return () => {
      cancelled = true;
      editor?.destroy();
      editorRef.current = null;
    };
    // The builder starts once per campaign; saving does not reload it.
  }, [campaign.id]);

  const mergeFields = useMergeFieldOptions();
  /** Puts a merge field at the cursor of the text being edited in the builder. */
  const insertField = (token: string) => {
    const editor = editorRef.current;
    const rte = editor?.getEditing() ? editor.RichTextEditor.globalRte : undefined;
    if (rte) rte.insertHTML(token);
    else
      notify.info(
        'Double-click a text in the e-mail to edit it, put the cursor where the field goes, then pick the field.',
      );
  };

  const togglePreview = () => {
    const editor = editorRef.current;
    if (!editor) return;
    if (editor.Commands.isActive('preview')) editor.stopCommand('preview');
    else editor.runCommand('preview');
  };

  const save = async () => {
    const editor = editorRef.current;
    if (!editor) return;
    setSaving(true);
    try {
      const inlined = String(editor.runCommand(INLINED_HTML_COMMAND) ?? editor.getHtml());
      const html = pageDocument(campaign.subject ?? campaign.name, inlined, editor.getCss() ?? '');
      await saveEmailCampaignBody(campaign.id, { html, json: JSON.stringify(editor.getProjectData()) });
      notify.success(BODY_SAVED_TEXT);
      onSaved();
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 150px)', minHeight: 560 }}>
      <PageHeader
        title="Edit Email Content"
        summary={campaign.name}
        gap={1.5}
        actions={
          <>
            <InsertFieldMenu
              fields={ready ? mergeFields.fields : []}
              onInsert={insertField}
              target="the e-mail text"
            />
            <Button variant="outlined" disabled={!ready} onClick={togglePreview}>
              {previewing ? 'Close Preview' : 'Preview'}
            </Button>
            <Button color="inherit" component={RouterLink} to={paths.email.editCampaign.getHref(campaign.id)}>
              Back to the campaign
            </Button>
            <Button variant="contained" disabled={!ready || saving} onClick={() => void save()}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      />
      {htmlHasScripts(campaign.bodyHtml) && !campaign.bodyJson && (
        <Alert severity="info" sx={{ mb: 1 }}>
          This e-mail has scripts. The editor does not run or show them, and saving leaves them out.
        </Alert>
      )}
      {loadFailure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          The editor could not start: {loadFailure}
        </Alert>
      )}
      <Box
        className="page-builder"
        sx={{ position: 'relative', flex: 1, minHeight: 0, border: 1, borderColor: 'divider' }}
      >
        {!ready && !loadFailure && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Spinner label="Loading the editor" />
          </Box>
        )}
        <Box ref={containerRef} data-testid="email-builder" sx={{ height: '100%' }} />
      </Box>
    </Box>
  );
}
