import DataObjectIcon from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { mergeToken, type MergeFieldOption } from '@contracts/platform/sms/merge-fields';

export type InsertFieldMenuProps = {
  fields: readonly MergeFieldOption[];
  /** Called with the token (#FIRSTNAME#) to put at the cursor. */
  onInsert: (token: string) => void;
  /** What the fields go into, for the button's accessible name ("Insert field into Message 1"). */
  target: string;
};

/**
 * "Insert field": a menu button (keyboard and screen-reader friendly: arrow keys move, Enter picks, Escape
 * closes) listing the merge fields; picking one inserts its #NAME# token at the cursor.
 */
export function InsertFieldMenu({ fields, onInsert, target }: InsertFieldMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={<DataObjectIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Insert field into ${target}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={!fields.length}
      >
        Insert field
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { maxHeight: 360 } } }}
      >
        {fields.map((field) => (
          <MenuItem
            key={field.name}
            onClick={() => {
              setAnchor(null);
              onInsert(mergeToken(field.name));
            }}
          >
            <ListItemText primary={field.label} secondary={mergeToken(field.name)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
