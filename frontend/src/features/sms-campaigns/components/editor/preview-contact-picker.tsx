import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export type PreviewContactPickerProps = {
  position: number;
  contacts: number;
  cellphone: string | null;
  onChange: (position: number) => void;
};

/** Which contact of the audience the messages' previews show: the first, or another picked with the arrows. */
export function PreviewContactPicker({ position, contacts, cellphone, onChange }: PreviewContactPickerProps) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      role="group"
      aria-label="Preview contact"
    >
      <Typography variant="body2" color="text.secondary">
        Merge fields preview for
      </Typography>
      <IconButton
        size="small"
        aria-label="Previous contact"
        disabled={position <= 0}
        onClick={() => onChange(position - 1)}
      >
        <ChevronLeft fontSize="small" />
      </IconButton>
      <Typography variant="body2" aria-live="polite" data-testid="preview-contact">
        <strong>{cellphone}</strong> (contact {(position + 1).toLocaleString('en-ZA')} of{' '}
        {contacts.toLocaleString('en-ZA')})
      </Typography>
      <IconButton
        size="small"
        aria-label="Next contact"
        disabled={position >= contacts - 1}
        onClick={() => onChange(position + 1)}
      >
        <ChevronRight fontSize="small" />
      </IconButton>
    </Box>
  );
}
