import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Mantine's palette with its darker shades darkened further, where the defaults fail WCAG AA. */
function darkened(name: string, from: Record<number, string>): MantineColorsTuple {
  const shades = [...(DEFAULT_THEME.colors[name] ?? [])];
  for (const [index, hex] of Object.entries(from)) shades[Number(index)] = hex;
  return shades as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 in light pages: white on indigo-7 and indigo-7 links on white both pass WCAG AA
  // (4.98:1); the default shade 6 gave 4.32:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  colors: {
    // Shade 6 (error text, weekend days) 4.5:1 on white; 7 (filled buttons, c="red") 5.5:1.
    red: darkened('red', { 6: '#e03131', 7: '#c92a2a', 8: '#b02525', 9: '#962020' }),
    // Shade 9 is the light variant's text (alerts, 'Reintentar'): 5.4:1 on its tint.
    orange: darkened('orange', { 7: '#c2410c', 8: '#b83d0c', 9: '#a8390b' }),
    // Outline badges (priority 'Media') use shade 7: 4.7:1 on white; 9 on its tint 6.5:1.
    yellow: darkened('yellow', { 7: '#b35c00', 8: '#9c5300', 9: '#854600' }),
    // Success text (c="teal", "green", statuses) 5:1 on white.
    teal: darkened('teal', { 7: '#087f5b', 8: '#087050', 9: '#076146' }),
    green: darkened('green', { 7: '#2b7a37', 8: '#256b30', 9: '#1f5c29' }),
    // The active link's text on its hovered tint: 5.5:1.
    indigo: darkened('indigo', { 9: '#2b3f9e' }),
  },
  components: {
    // Every close button (dialogs, drawers, toasts, alerts) is named for screen readers.
    // Plain objects, not Component.extend(): importing the components here would pull them (and
    // everything they use) into the sign-in page's bundle.
    CloseButton: { defaultProps: { 'aria-label': 'Cerrar' } },
    // A toast's text in the darker helper colour (Mantine's gray-6 gives 3.3:1 on white).
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * Helper text ('dimmed') dark enough for WCAG AA on white (6.1:1; Mantine's gray-6 gives 3.3:1)
 * and light enough on the dark editor (5.5:1 on #242424; dark-2 gave 4.0:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#9a9a9a' },
});
