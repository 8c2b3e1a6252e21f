/** Leaves the app for another site (Instagram's authorization page). Its own module so tests can stand in. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
