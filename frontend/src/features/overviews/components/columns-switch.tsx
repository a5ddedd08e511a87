import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { OVERVIEW_TEXTS } from '@contracts/overviews/overviews.schemas';

/**
 * Whether all columns show, remembered in the browser under the screen's key (spec 2 §9). The stored
 * value is the 'responsive' flag: 'true' = important columns only (the default), 'false' = all columns.
 */
export function useAllColumns(storageKey: string): [boolean, (all: boolean) => void] {
  const [all, setAll] = useState(() => readStored(storageKey) === 'false');
  const choose = (next: boolean) => {
    setAll(next);
    try {
      window.localStorage.setItem(storageKey, next ? 'false' : 'true');
    } catch {
      // Storage refused (private mode): the choice holds for this visit only.
    }
  };
  return [all, choose];
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The switch between 'Show important columns' and 'Show all columns'. */
export function ColumnsSwitch({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={all ? 'all' : 'important'}
      onChange={(_, value: 'all' | 'important' | null) => value && onChange(value === 'all')}
      aria-label="Columns"
    >
      <ToggleButton value="important">{OVERVIEW_TEXTS.importantColumns}</ToggleButton>
      <ToggleButton value="all">{OVERVIEW_TEXTS.allColumns}</ToggleButton>
    </ToggleButtonGroup>
  );
}
