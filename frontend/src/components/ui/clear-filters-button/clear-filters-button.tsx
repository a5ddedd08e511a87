import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';

/** The filters' Clear filters button, disabled while no filter is set. */
export function ClearFiltersButton({ active, onClear }: { active: boolean; onClear: () => void }) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<FilterAltOffOutlined />}
      disabled={!active}
      onClick={onClear}
      sx={{ whiteSpace: 'nowrap', height: 40 }}
    >
      Clear filters
    </Button>
  );
}
