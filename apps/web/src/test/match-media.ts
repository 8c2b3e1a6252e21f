/**
 * A `window.matchMedia` for jsdom (which has none): a window `width` px wide matches every
 * `(min-width: N px)` query up to it; with no width nothing matches.
 */
export function matchMediaAt(width: number | null) {
  return (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: width !== null && min !== null && Number(min[1]) <= width,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
