import { describe, expect, it } from 'vitest';
import { lazyModule, pastedInto } from './lazy-module';

describe('lazyModule', () => {
  it('imports once, is there synchronously afterwards, and tries again after a failed import', async () => {
    let calls = 0;
    const mod = lazyModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { value: 42 };
    });
    expect(mod.loaded()).toBeUndefined();
    await expect(mod.load()).rejects.toThrow('offline');
    expect(mod.loaded()).toBeUndefined();
    await expect(mod.load()).resolves.toEqual({ value: 42 });
    await mod.load();
    expect(calls).toBe(2);
    expect(mod.loaded()).toEqual({ value: 42 });
  });
});

describe('pastedInto', () => {
  it('puts the pasted text over the selection and keeps what was typed around it', () => {
    const input = document.createElement('input');
    input.value = '0412 1234';
    input.setSelectionRange(5, 5);
    expect(pastedInto(input, '555 ')).toBe('0412 555 1234');
    input.setSelectionRange(0, 4);
    expect(pastedInto(input, '0414')).toBe('0414 1234');
  });
});
