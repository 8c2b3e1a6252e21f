import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { useDarkScheme } from './dark-scheme';

function DarkPage() {
  useDarkScheme();
  return <p>Editor</p>;
}

/** The app's providers, the editor open in them or not. */
const app = (editorOpen: boolean) => <Providers>{editorOpen ? <DarkPage /> : null}</Providers>;
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('the editor’s dark scheme', () => {
  it('is dark when the editor is the first screen (the provider mounting in the same commit), and light again once it closes', () => {
    const { rerender, unmount } = render(app(true));
    expect(scheme()).toBe('dark');
    rerender(app(false));
    expect(scheme()).toBe('light');
    unmount();
  });

  it('is dark when the editor opens inside a running app, and light again once it closes', () => {
    const { rerender, unmount } = render(app(false));
    expect(scheme()).toBe('light');
    rerender(app(true));
    expect(scheme()).toBe('dark');
    rerender(app(false));
    expect(scheme()).toBe('light');
    unmount();
  });
});
