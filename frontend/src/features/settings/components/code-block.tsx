import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNotify } from '@/components/ui/notifications';
import { copyText } from '@/lib/clipboard';

export type CodeBlockProps = { code: string; label: string; testId?: string };

/** A monospace block (a URL or a curl command) with a copy button. */
export function CodeBlock({ code, label, testId }: CodeBlockProps) {
  const notify = useNotify();
  const copy = async () => {
    if (await copyText(code)) notify.success(`${label} copied.`);
    else notify.error('Could not copy; select the text and copy it instead.');
  };
  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: '#f6f7fb',
        border: 1,
        borderColor: '#e3e5ee',
        borderRadius: 1.5,
        pl: 1.5,
        pr: 5,
        py: 1,
        minWidth: 0,
      }}
    >
      <Box
        component="pre"
        data-testid={testId}
        // Long lines scroll sideways; a keyboard can scroll it too.
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{
          m: 0,
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: 12.5,
          lineHeight: 1.6,
          whiteSpace: 'pre',
          overflowX: 'auto',
        }}
      >
        {code}
      </Box>
      <Tooltip title="Copy">
        <IconButton
          size="small"
          aria-label={`Copy ${label}`}
          onClick={() => void copy()}
          sx={{ position: 'absolute', top: 4, right: 4 }}
        >
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
