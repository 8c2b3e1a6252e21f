import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDarkScheme } from './editor-page';

function DarkPage() {
  useDarkScheme();
  return <p>Editor</p>;
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('the editor’s dark scheme', () => {
  it('is dark when the editor is the first screen (the provider mounting in the same commit), and light again once it closes', async () => {
    const { unmount } = render(
      <MantineProvider>
        <DarkPage />
      </MantineProvider>,
    );
    // Once the commit's microtasks have run, as before the browser's paint.
    await Promise.resolve();
    expect(scheme()).toBe('dark');
    unmount();
    expect(scheme()).toBe('light');
  });

  it('is dark when the editor opens inside a running app', async () => {
    const { rerender } = render(<MantineProvider>{null}</MantineProvider>);
    expect(scheme()).toBe('light');
    rerender(
      <MantineProvider>
        <DarkPage />
      </MantineProvider>,
    );
    await Promise.resolve();
    expect(scheme()).toBe('dark');
  });
});
