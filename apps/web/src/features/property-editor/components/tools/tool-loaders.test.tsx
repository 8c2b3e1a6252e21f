import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTool, usePreloadNext } from './tool-loaders';

afterEach(() => vi.restoreAllMocks());

describe('usePreloadNext', () => {
  it("loads the next tool's code only once the agent has pressed a key or a pointer", async () => {
    vi.useFakeTimers();
    try {
      const open = vi.spyOn(loadTool, 'basic_details').mockResolvedValue({} as never);
      const next = vi.spyOn(loadTool, 'enviroments').mockResolvedValue({} as never);
      renderHook(() => usePreloadNext('basic_details'));
      await vi.advanceTimersByTimeAsync(2000);
      expect(next).not.toHaveBeenCalled();

      fireEvent.keyDown(document.body, { key: 'a' });
      await vi.advanceTimersByTimeAsync(600);
      expect(open).toHaveBeenCalled();
      expect(next).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
