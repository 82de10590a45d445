// Colours are checked for WCAG AA contrast against white, and white text against the primary.
export const theme = {
  color: {
    primary: '#7a1f2b', // deep maroon, 9.5:1 on white
    primaryDark: '#5a1520',
    accent: '#c8962e', // gold, for decoration only (not text on white)
    accentText: '#7a5610', // gold dark enough for text, 5.9:1 on white
    text: '#1f2328',
    muted: '#57606a', // 6.4:1 on white
    surface: '#ffffff',
    surfaceAlt: '#f6f3ee',
    border: '#d8d2c8',
    danger: '#b3261e',
    success: '#1e6b34',
    focus: '#1a5fb4',
    highlight: '#f6e3b4', // behind a search match: maroon links and body text stay above 7:1
  },
  font: {
    body: "'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif",
    heading: "Georgia, 'Noto Serif', 'DejaVu Serif', serif",
  },
  breakpoint: { xs: 480, sm: 767, md: 992, lg: 1200, xl: 1300 },
  radius: '8px',
  shadow: '0 1px 3px rgba(0,0,0,.12), 0 1px 2px rgba(0,0,0,.08)',
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export const below = (bp: keyof Theme['breakpoint']) => `@media (max-width: ${theme.breakpoint[bp]}px)`;
