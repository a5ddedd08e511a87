import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Editor } from 'grapesjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TemplateSummary } from '@contracts/page-templates/page-templates.schemas';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-error';
import { getTemplate, savePageContent, usePage, type PageDetails } from '../api/page-editor-api';
import {
  applyTemplate,
  createBuilder,
  loadContent,
  MANAGE_FIELDS_COMMAND,
  pageContent,
} from '../utils/builder';
import type { FormFieldItem } from '../utils/form-fields';
import { htmlHasScripts } from '@/components/builder/project-data';
import { ChooseFormFieldsDialog } from './choose-form-fields-dialog';
import { PickTemplateDialog } from './pick-template-dialog';

export const BLANK_TEMPLATE_ID = 'blank';
export const SAVED_TEXT = 'The page content was saved.';
export const SCRIPTS_NOTE =
  'This page has scripts. The editor does not run or show them, and saving from the editor leaves them out.';

const editPageHref = (pageKey: string) => `/pages/${encodeURIComponent(pageKey)}/edit`;

/** The page content editor route (/pages/:pageKey/content, title "Edit Page"). */
export function PageEditorRoute() {
  const { pageKey = '' } = useParams();
  const page = usePage(pageKey);
  if (page.error !== undefined && !page.data) {
    return <LoadErrorPanel error={page.error} onRetry={() => void page.mutate()} />;
  }
  if (!page.data) return <Spinner label="Loading the page" />;
  return <PageEditor key={page.data.key} page={page.data} />;
}

type Pending = { resolve: (items: FormFieldItem[]) => void; reject: (reason: Error) => void };

/** The builder with its toolbar: Pick a Template, Manage Fields, Preview / Close Preview, Cancel, Save. */
export function PageEditor({ page }: { page: PageDetails }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const containerRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const pendingFields = useRef<Pending | null>(null);
  const hasContent = !!page.json || !!page.html?.trim();
  const [ready, setReady] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(!hasContent);
  const [busyTemplate, setBusyTemplate] = useState<string | null>(null);
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const requestFormFields = useCallback(
    () =>
      new Promise<FormFieldItem[]>((resolve, reject) => {
        pendingFields.current?.reject(new Error('Replaced'));
        pendingFields.current = { resolve, reject };
        setFieldsOpen(true);
      }),
    [],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let editor: Editor | null = null;
    createBuilder(container, { requestFormFields })
      .then(async (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        editor = created;
        editorRef.current = created;
        created.on('command:run:preview', () => setPreviewing(true));
        created.on('command:stop:preview', () => setPreviewing(false));
        if (!loadContent(created, page)) applyTemplate(created, await getTemplate(BLANK_TEMPLATE_ID));
        if (!cancelled) setReady(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadFailure(errorMessageOf(error));
      });
    return () => {
      cancelled = true;
      pendingFields.current?.reject(new Error('Closed'));
      editor?.destroy();
      editorRef.current = null;
    };
    // The builder starts once per page; saving does not reload it.
  }, [page.key]);

  const useTemplate = async (template: TemplateSummary) => {
    const editor = editorRef.current;
    if (!editor) return;
    setBusyTemplate(template.id);
    try {
      applyTemplate(editor, await getTemplate(template.id));
      setPickerOpen(false);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setBusyTemplate(null);
    }
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
      await savePageContent(page.key, pageContent(editor, page.title));
      notify.success(SAVED_TEXT);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const closeFields = (items: FormFieldItem[] | null) => {
    const pending = pendingFields.current;
    pendingFields.current = null;
    setFieldsOpen(false);
    if (items) pending?.resolve(items);
    else pending?.reject(new Error('Cancelled'));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 150px)', minHeight: 560 }}>
      <PageHeader
        title="Edit Page"
        summary={page.name}
        gap={1.5}
        actions={
          <>
            <Button variant="outlined" disabled={!ready || previewing} onClick={() => setPickerOpen(true)}>
              Pick a Template
            </Button>
            <Button
              variant="outlined"
              disabled={!ready || previewing}
              onClick={() => editorRef.current?.runCommand(MANAGE_FIELDS_COMMAND)}
            >
              Manage Fields
            </Button>
            <Button variant="outlined" disabled={!ready} onClick={togglePreview}>
              {previewing ? 'Close Preview' : 'Preview'}
            </Button>
            <Button color="inherit" onClick={() => void navigate(editPageHref(page.key))}>
              Cancel
            </Button>
            <Button variant="contained" disabled={!ready || saving} onClick={() => void save()}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      />
      {htmlHasScripts(page.html) && !page.json && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {SCRIPTS_NOTE}
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
        <Box ref={containerRef} data-testid="page-builder" sx={{ height: '100%' }} />
      </Box>
      <PickTemplateDialog
        open={pickerOpen && ready}
        busyId={busyTemplate}
        onUse={(template) => void useTemplate(template)}
        onClose={() => setPickerOpen(false)}
      />
      <ChooseFormFieldsDialog
        open={fieldsOpen}
        pageKey={page.key}
        onCancel={() => closeFields(null)}
        onSaved={(items) => closeFields(items)}
      />
    </Box>
  );
}
