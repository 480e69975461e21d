/** Sends the browser to another site (Zoom's consent page): a full page load, not a route change. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
