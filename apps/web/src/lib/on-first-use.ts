/**
 * A value made the first time it is asked for, then kept. For Intl formatters kept at a module's
 * top level (issue 15): the first Intl object a page makes loads ICU's data, ~28 ms of main-thread
 * work on a fast machine and about four times that on a phone, and a module's top level runs as its
 * chunk is evaluated, on every page that loads the chunk, whether or not that page shows a price or
 * a date. Made on first use, the cost falls only on the pages that format something.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
