import { afterEach, describe, expect, it } from 'vitest';
import { addStylesheet } from './inline-stylesheet';

const styleTexts = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);

describe('addStylesheet', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it('adds each text as a style element at the end of the head, in order', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    document.head.appendChild(link);
    addStylesheet('.a{color:red}', '.b{color:blue}');
    expect(styleTexts()).toEqual(['.a{color:red}', '.b{color:blue}']);
    expect(document.head.lastElementChild?.textContent).toBe('.b{color:blue}');
    link.remove();
  });

  it('adds a text once however many widgets bring it, and skips empty texts', () => {
    addStylesheet('.c{margin:0}', '');
    addStylesheet('.c{margin:0}', '.d{padding:0}');
    expect(styleTexts()).toEqual(['.c{margin:0}', '.d{padding:0}']);
  });
});
