import { alpha, createTheme } from '@mui/material/styles';

const primary = '#4338ca';
// Orange 700: white text on it (the Admin chip) and it as text on white (the lists' new-process mark) reach
// WCAG AA's 4.5:1; the former #f97316 gave 2.8:1.
const accent = '#c2410c';
const anchor = '#3730a3';

/** The product theme: primary, accent (secondary) and anchor (link) colours. */
export const theme = createTheme({
  palette: {
    primary: { main: primary },
    secondary: { main: accent, contrastText: '#fff' },
    // MUI's info (#0288d1) and warning (#ed6c02) carry white chip text at 3.9:1 and 3.1:1; these shades
    // reach WCAG AA's 4.5:1 (the Queued and Building Segment labels, outlined warning chips).
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
    background: { default: '#f5f6fb', paper: '#ffffff' },
    text: { primary: '#1c1d2b', secondary: '#5d6074' },
    divider: '#e3e5ee',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.3rem', fontWeight: 650 },
    h4: { fontSize: '1.15rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A keyboard focus ring on every button, icon button, link-button and menu item (MUI's own is a faint
    // ripple): WCAG 2.4.7, visible on the tables' row actions.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${primary}`, outlineOffset: 2 } },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A disabled field's helper text says why it cannot be used yet ('Loading the tables…'): MUI greys it to
    // text.disabled (2.6:1); it keeps the secondary text colour (6:1) instead.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled:not(.Mui-error)': { color: '#5d6074' } } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { color: anchor, fontWeight: 500 } },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e5ee' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          margin: '1px 8px',
          '&.Mui-selected': {
            backgroundColor: alpha(primary, 0.1),
            color: primary,
            '& .MuiListItemIcon-root': { color: primary },
          },
          '&.Mui-selected:hover': { backgroundColor: alpha(primary, 0.16) },
          '&.Mui-focusVisible': { outlineOffset: -2 },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 38 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

/**
 * The theme for people who ask their system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3):
 * no transitions (dialogs, menus and collapses appear at once) and no click ripple. AppProvider also stops the
 * CSS animations (spinners, progress bars, skeletons) for them.
 */
export const reducedMotionTheme = createTheme(theme, {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
