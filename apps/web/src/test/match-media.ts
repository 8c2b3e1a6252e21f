/**
 * A `window.matchMedia` for jsdom (which has none): a window `width` px wide matches every
 * `(min-width: N px)` query up to it and every `(max-width: N px)` from it on; with no width
 * nothing matches.
 */
export function matchMediaAt(width: number | null) {
  return (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: width !== null && (min !== null ? Number(min[1]) <= width : max !== null && width <= Number(max[1])),
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
