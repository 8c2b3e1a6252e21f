import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyMantineDefaults, themeVariablesCss } from '../../scripts/theme-variables';
import { cssVariablesResolver, theme } from './theme';

/** The CSS variables MantineProvider writes on the page for the app's theme (as it did before issue 15's change). */
function providerVariables(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false}>
      <p />
    </MantineProvider>,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const style = [...doc.querySelectorAll('style[data-mantine-styles]')].find((s) => s.textContent?.includes('--mantine-color-scheme'));
  return style?.textContent ?? '';
}

/**
 * Every declaration of a stylesheet of variables, with the scheme its rule is for ('all': `:root`),
 * sorted, once each (the provider writes '--mantine-color-scheme' twice per scheme).
 */
function declarations(css: string): string[] {
  const all = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap(([, selector, body]) => {
    const scheme = /data-mantine-color-scheme="(\w+)"/.exec(selector!)?.[1] ?? 'all';
    return body!.split(';').map((d) => d.trim()).filter(Boolean).map((d) => `${scheme} ${d}`);
  });
  return [...new Set(all)].sort();
}

const ofScheme = (css: string, scheme: string) => declarations(css).filter((d) => d.startsWith(`${scheme} `));

describe('the theme variables stylesheets written at build time', () => {
  it('hold together exactly the variables MantineProvider would write on the page', async () => {
    const { light, dark } = await themeVariablesCss();
    const provider = providerVariables();
    expect(ofScheme(provider, 'all').length).toBeGreaterThan(100);
    expect(declarations(`${light}${dark}`)).toEqual(declarations(provider));
  });

  it('leave the dark scheme to its own stylesheet (the editor)', async () => {
    const { light, dark } = await themeVariablesCss();
    expect(ofScheme(dark, 'dark')).toContain('dark --mantine-color-scheme: dark');
    expect(ofScheme(dark, 'light')).toEqual([]);
    expect(ofScheme(light, 'dark')).toEqual([]);
    expect(ofScheme(dark, 'dark')).toContain('dark --mantine-color-dimmed: #9a9a9a');
  });

  it("hold the theme's own colours, not only Mantine's defaults", async () => {
    const { light } = await themeVariablesCss();
    // The darker helper text (WCAG AA) and the primary colour's shade 7 for filled buttons.
    expect(ofScheme(light, 'light')).toContain('light --mantine-color-dimmed: #5c636a');
    expect(light).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(light).toContain('--mantine-color-indigo-filled: var(--mantine-color-indigo-7)');
    expect(light).toContain('--mantine-color-red-7: #c92a2a');
  });

  it("keeps Mantine from computing its default theme's variables as its code is evaluated", () => {
    // The installed Mantine's module (its styles export resolves inside the package).
    const mantine = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
    const file = path.join(mantine, 'esm', 'core', 'MantineProvider', 'MantineCssVariables', 'remove-default-variables.mjs');
    const code = readFileSync(file, 'utf8');
    expect(code).toMatch(/^const defaultCssVariables = defaultCssVariablesResolver\(DEFAULT_THEME\);$/m);
    const lazy = lazyMantineDefaults(code);
    expect(lazy).not.toMatch(/^const defaultCssVariables = /m);
    expect(lazy).toMatch(/function removeDefaultVariables\(input\) \{\n\tdefaultCssVariables \?\?= defaultCssVariablesResolver\(DEFAULT_THEME\);/);
    // A Mantine whose code reads otherwise stops the build rather than being left as it is unseen.
    expect(() => lazyMantineDefaults(code.replace('DEFAULT_THEME);', 'theme);'))).toThrow(/remove-default-variables/);
  });
});
