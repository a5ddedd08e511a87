import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import {
  IMPORT_TEXTS,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILES,
  PAGE_TEXTS,
} from '@contracts/pages/pages.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessageOf } from '@/lib/api-error';
import { fileSizeText } from '@/lib/format';
import { importPageFiles, type ImportItem } from '../../api/pages';

type Entry = {
  isFile: boolean;
  isDirectory: boolean;
  fullPath: string;
  file?: (ok: (f: File) => void, fail: (e: unknown) => void) => void;
  createReader?: () => { readEntries: (ok: (entries: Entry[]) => void, fail: (e: unknown) => void) => void };
};

/** The files of a dropped item; a folder is read recursively and its files keep their relative paths. */
async function filesOf(entry: Entry): Promise<ImportItem[]> {
  if (entry.isFile && entry.file) {
    const file = await new Promise<File>((ok, fail) => entry.file!(ok, fail));
    return [{ file, path: entry.fullPath.replace(/^\/+/, '') }];
  }
  if (!entry.isDirectory || !entry.createReader) return [];
  const reader = entry.createReader();
  const children: Entry[] = [];
  for (;;) {
    const batch = await new Promise<Entry[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  return (await Promise.all(children.map(filesOf))).flat();
}

/** What the SPA checks before uploading (the server checks the same again). */
export function importProblem(items: ImportItem[]): string | null {
  if (items.length === 0) return IMPORT_TEXTS.noFiles;
  if (items.length > MAX_IMPORT_FILES) return IMPORT_TEXTS.tooManyFiles;
  const big = items.find((i) => i.file.size > MAX_IMPORT_FILE_BYTES);
  if (big) return IMPORT_TEXTS.fileTooLarge(big.path);
  if (items.length > 1 && !items.some((i) => /(^|\/)index\.html$/i.test(i.path)))
    return IMPORT_TEXTS.indexRequired;
  return null;
}

/** Strips the one folder every dropped file shares (a dropped site folder), so index.html is at the top. */
function withoutCommonFolder(items: ImportItem[]): ImportItem[] {
  const first = items[0]?.path.split('/')[0];
  if (!first || items.some((i) => !i.path.startsWith(`${first}/`))) return items;
  return items.map((i) => ({ ...i, path: i.path.slice(first.length + 1) }));
}

/** Import Page (spec §2.4): website files or a ZIP archive; overwrites the page's content. */
export function ImportPageDialog({
  pageId,
  onImported,
  onClose,
}: {
  pageId: number;
  onImported: () => void;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<ImportItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: ImportItem[]) => {
    const usable = withoutCommonFolder(chosen.filter((i) => !/(^|\/)\.DS_Store$/.test(i.path)));
    setItems(usable);
    setFailure(importProblem(usable));
  };

  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const entries = [...event.dataTransfer.items]
      .map((item) => item.webkitGetAsEntry?.() as unknown as Entry | null | undefined)
      .filter((e): e is Entry => !!e);
    if (entries.length > 0) choose((await Promise.all(entries.map(filesOf))).flat());
    else choose([...event.dataTransfer.files].map((file) => ({ file, path: file.name })));
  };

  const submit = async () => {
    const problem = importProblem(items);
    if (problem) {
      setFailure(problem);
      return;
    }
    setBusy(true);
    setFailure(null);
    setProgress(0);
    try {
      await importPageFiles(pageId, items, (loaded, total) =>
        setProgress(total ? (loaded / total) * 100 : 100),
      );
      onImported();
    } catch (error) {
      // Spec §8: the server's errorMessage is shown.
      setFailure(errorMessageOf(error));
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <FormDialog
      title="Import Page"
      busy={busy}
      busyLabel="Importing"
      submitLabel="Import"
      submitDisabled={items.length === 0}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography>{PAGE_TEXTS.importIntro}</Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => void drop(e)}
        data-testid="import-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <CloudUploadOutlined color="action" sx={{ fontSize: 40 }} />
        <Typography variant="body2" sx={{ mb: 1 }}>
          Drop files, a folder or a ZIP archive here, or
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Website files or a ZIP archive"
          data-testid="import-input"
          onChange={(e) => {
            choose([...(e.target.files ?? [])].map((file) => ({ file, path: file.name })));
            e.target.value = '';
          }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          At most {MAX_IMPORT_FILES} files of 40 MB each. With several files, include index.html and every
          resource it uses.
        </Typography>
      </Box>
      {items.length > 0 && (
        <Box
          component="ul"
          sx={{ m: 0, pl: 2.5, maxHeight: 160, overflow: 'auto', fontSize: 13 }}
          aria-label="Files to import"
        >
          {items.map((i) => (
            <li key={i.path}>
              {i.path} ({fileSizeText(i.file.size)})
            </li>
          ))}
        </Box>
      )}
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
      )}
    </FormDialog>
  );
}
