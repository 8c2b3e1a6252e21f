/** The most items one list call answers (`limit`); the browser asks for this many to read a whole catalogue at once. */
export const PAGE_LIMIT_MAX = 100;
