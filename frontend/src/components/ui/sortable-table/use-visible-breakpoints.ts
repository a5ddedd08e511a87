import type { Breakpoint } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Returns a function telling whether the screen is at least as wide as a breakpoint. */
export function useVisibleBreakpoints(): (breakpoint: Breakpoint) => boolean {
  const theme = useTheme();
  // A fixed number of hook calls, one per breakpoint above xs.
  const sm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const lg = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const xl = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const up: Record<Breakpoint, boolean> = { xs: true, sm, md, lg, xl };
  return (breakpoint) => up[breakpoint];
}
