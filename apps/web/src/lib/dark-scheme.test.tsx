import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { useDarkScheme } from './dark-scheme';

function DarkPage() {
  useDarkScheme();
  return <p>Editor</p>;
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('the editor’s dark scheme', () => {
  it('is dark when the editor is the first screen (the provider mounting in the same commit), and light again once it closes', () => {
    const { rerender, unmount } = render(
      <Providers>
        <DarkPage />
      </Providers>,
    );
    expect(scheme()).toBe('dark');
    rerender(<Providers>{null}</Providers>);
    expect(scheme()).toBe('light');
    unmount();
  });

  it('is dark when the editor opens inside a running app', () => {
    const { rerender } = render(<Providers>{null}</Providers>);
    expect(scheme()).toBe('light');
    rerender(
      <Providers>
        <DarkPage />
      </Providers>,
    );
    expect(scheme()).toBe('dark');
    rerender(<Providers>{null}</Providers>);
    expect(scheme()).toBe('light');
  });
});
