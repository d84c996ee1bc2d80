// The admin area's Mantine theme. Its colours are fixed here, once: Mantine's
// default shade 6 (filled buttons, light buttons' text, badges, links) is too
// pale for text (white on blue.6 is 3.55:1, dimmed grey.6 on white 3.32:1,
// the light red button 2.92:1; WCAG AA asks 4.5:1). Staff read these screens
// all day, often on a phone in daylight. Shades 6 to 9 of every colour the
// admin uses are darkened until white on the filled colour and the colour on
// its own light background are both at least 4.6:1 (computed from Mantine's
// palette by mixing with black); shades 0 to 5 (backgrounds, borders) are
// Mantine's. Grey 6 is also Mantine's "dimmed" text colour.
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const darkened: Record<string, [string, string, string, string]> = {
  blue: ['#1967aa', '#175d9a', '#14538a', '#124a7a'],
  green: ['#267334', '#22662e', '#1d5828', '#194b22'],
  red: ['#b23a3a', '#a03434', '#8e2f2f', '#7d2929'],
  orange: ['#9f4f0d', '#8e470b', '#7c3e0a', '#6a3508'],
  teal: ['#0b7253', '#0a654a', '#095840', '#074b37'],
  grape: ['#983caf', '#8b37a0', '#7d3191', '#702c81'],
  yellow: ['#845d03', '#735102', '#614502', '#503802'],
  cyan: ['#0e6e7c', '#0c636f', '#0b5761', '#094b54'],
  violet: ['#6d48da', '#6442c9', '#5c3db8', '#5337a7'],
  indigo: ['#3f5bcb', '#3a54ba', '#344ca9', '#2f4498'],
  pink: ['#af3761', '#9f3258', '#8f2d4f', '#7e2846'],
  lime: ['#497111', '#40620f', '#37540d', '#2d460a'],
  // Mantine's grey 7 to 9 are darker already.
  gray: ['#60666c', DEFAULT_THEME.colors.gray[7], DEFAULT_THEME.colors.gray[8], DEFAULT_THEME.colors.gray[9]],
};

const colors = Object.fromEntries(
  Object.entries(darkened).map(([name, shades]) => [
    name,
    [...DEFAULT_THEME.colors[name]!.slice(0, 6), ...shades] as unknown as MantineColorsTuple,
  ]),
);

export const adminTheme = createTheme({ primaryColor: 'blue', defaultRadius: 'md', colors });

/** Placeholders (a FileInput's "Choose a file" is one) use grey 6, not Mantine's paler grey 5. */
export const adminCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-placeholder': theme.colors.gray[6]! },
  dark: {},
});
