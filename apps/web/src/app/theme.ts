import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * One brand colour (deep blue) and one accent (sky), per design.md. Green,
 * amber and red are left to statuses and risk. Shade 7 is the working brand
 * tone: white text on it is ~9:1, and it reads as text on white at ~9:1 too.
 */
const brand: MantineColorsTuple = [
  '#edf2fc',
  '#d8e2f6',
  '#aec3ec',
  '#81a1e2',
  '#5b84d9',
  '#3f6cd0',
  '#2656b8',
  '#1b4496',
  '#143474',
  '#0d2452',
];

const accent: MantineColorsTuple = [
  '#e4f6fd',
  '#c9ebfa',
  '#92d7f4',
  '#5bc3ee',
  '#33b2e8',
  '#1aa3dc',
  '#0a86b8',
  '#066a93',
  '#04516f',
  '#02384e',
];

const FONT_STACK =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Noto Sans SC", "Microsoft YaHei", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  fontFamily: FONT_STACK,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontFamily: FONT_STACK, fontWeight: '650' },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings.
  focusRing: 'auto',
  cursorType: 'pointer',
  black: '#18202e',
  components: {
    Paper: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

/**
 * Mantine's "dimmed" and placeholder greys fall below 4.5:1 on white; these
 * keep secondary text (~8:1) and placeholders (~4.7:1) at WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
