import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Splash } from './splash';

describe('Splash', () => {
  it('is what index.html draws in #root before any script runs, so the first render changes nothing on screen', () => {
    const page = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const drawn = /<div id="root">(.*?)<\/div>\s*<script/s.exec(page)?.[1];
    expect(drawn).toBe(renderToStaticMarkup(<Splash />));
  });

  it("says it is loading to assistive technology: 'Cargando'", () => {
    render(<Splash />);
    expect(screen.getByRole('status', { name: 'Cargando' })).toHaveTextContent('Vitrina');
  });
});
