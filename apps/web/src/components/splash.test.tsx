import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { Splash } from './splash';

// vitest runs from apps/web (its package folder).
const indexHtml = readFileSync(path.resolve('index.html'), 'utf8');

describe('the splash written into index.html', () => {
  it('is the markup React draws for <Splash />, so nothing moves when React takes the page over', () => {
    const drawn = renderToStaticMarkup(
      <MantineProvider theme={theme} withCssVariables={false}>
        <Splash />
      </MantineProvider>,
    ).replace(/<style data-mantine-styles="classes">.*?<\/style>/s, '');
    const written = /<div id="root">(.*)<\/div>\s*<script/s.exec(indexHtml)?.[1];
    expect(written).toBe(drawn);
  });

  it('paints in the light scheme before Mantine sets it, as the app opens', () => {
    expect(indexHtml).toMatch(/<html lang="es" data-mantine-color-scheme="light">/);
  });
});
