import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnFirstInput } from './use-on-first-input';

describe('useOnFirstInput', () => {
  it('runs once, at the first pointer press, not before', () => {
    const start = vi.fn();
    renderHook(() => useOnFirstInput(start));
    document.body.focus();
    fireEvent.focusIn(document.body);
    expect(start).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.pointerDown(document.body);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs at the first key press too, and never after unmounting', () => {
    const start = vi.fn();
    const { unmount } = renderHook(() => useOnFirstInput(start));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(start).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    renderHook(() => useOnFirstInput(late)).unmount();
    unmount();
    fireEvent.pointerDown(document.body);
    expect(late).not.toHaveBeenCalled();
  });
});
