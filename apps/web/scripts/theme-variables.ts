import type { Plugin } from 'vite';

/**
 * Issue 15: Mantine's CSS variables (colours, spacing, fonts: ~25 KB of text) as stylesheets
 * written at build time. MantineProvider would compute them from the theme on the page before the
 * first screen, on every load: ~10 ms of main-thread work on a fast machine (Mantine's colour
 * functions run for every shade of every colour), four times that on a mid-range phone.
 *   - THEME_VARIABLES_CSS: every variable and the light scheme's; app/styles.ts imports it.
 *   - THEME_DARK_VARIABLES_CSS: the dark scheme's (1.2 KB gzipped), imported by the only screen that
 *     is dark, the property editor (components/editor-page.tsx).
 * app/providers.tsx tells MantineProvider not to write them, and `lazyMantineDefaults` below keeps
 * Mantine from computing its default theme's variables as its code is evaluated.
 */
export const THEME_VARIABLES_CSS = 'virtual:theme-variables.css';
export const THEME_DARK_VARIABLES_CSS = 'virtual:theme-dark-variables.css';

type Scheme = 'light' | 'dark';

/**
 * What MantineProvider writes for app/theme.ts (its `<style>` with `deduplicateCssVariables` off),
 * in two parts: `light`, the variables of every scheme and the light scheme's; `dark`, the dark
 * scheme's. src/app/theme-variables.test.tsx compares them with what the provider writes.
 */
export async function themeVariablesCss(): Promise<Record<Scheme, string>> {
  // Loaded on demand: Vite's config, which imports this file, has no use for Mantine otherwise.
  const [{ convertCssVariables, defaultCssVariablesResolver, mergeMantineTheme, DEFAULT_THEME }, { cssVariablesResolver, theme }] = await Promise.all([
    import('@mantine/core'),
    import('../src/app/theme'),
  ]);
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  const of = (scheme: Scheme) => ({ ...base[scheme], ...ours[scheme], '--mantine-color-scheme': scheme });
  return {
    light: convertCssVariables({ variables: { ...base.variables, ...ours.variables }, light: of('light'), dark: {} }),
    dark: convertCssVariables({ variables: {}, light: {}, dark: of('dark') }),
  };
}

/**
 * Mantine's module that drops the default theme's values from the variables the provider writes
 * computes those defaults at its top level (every shade of every colour), so every page paid for
 * them as Mantine's code was evaluated, though the provider here writes no variables. They are
 * computed on first use instead.
 */
const REMOVE_DEFAULTS = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const REMOVE_START = 'function removeDefaultVariables(input) {';

/** `code` of Mantine's remove-default-variables module with its defaults computed on first use; throws when Mantine's code no longer reads as expected. */
export function lazyMantineDefaults(code: string): string {
  if (!code.includes(EAGER_DEFAULTS) || !code.includes(REMOVE_START)) {
    throw new Error('scripts/theme-variables.ts: Mantine\'s remove-default-variables.mjs changed; review lazyMantineDefaults');
  }
  return code
    .replace(EAGER_DEFAULTS, 'let defaultCssVariables;')
    .replace(REMOVE_START, `${REMOVE_START}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`);
}

/**
 * Serves THEME_VARIABLES_CSS and THEME_DARK_VARIABLES_CSS (in the build, the dev server and the
 * tests), and applies lazyMantineDefaults.
 */
export function themeVariables(): Plugin {
  const ids: Record<string, Scheme> = { [`\0${THEME_VARIABLES_CSS}`]: 'light', [`\0${THEME_DARK_VARIABLES_CSS}`]: 'dark' };
  // Computed once per plugin: both stylesheets, and chunk-groups' probe builds, which share one.
  let css: ReturnType<typeof themeVariablesCss> | undefined;
  return {
    name: 'vitrina:theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_CSS || id === THEME_DARK_VARIABLES_CSS ? `\0${id}` : null),
    load: async (id) => (id in ids ? (await (css ??= themeVariablesCss()))[ids[id]!] : null),
    transform: (code, id) => (REMOVE_DEFAULTS.test(id) ? { code: lazyMantineDefaults(code), map: null } : null),
  };
}
