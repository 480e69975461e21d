/**
 * Navigation for code outside React (api-client, session expiry). main.tsx plugs in the router's navigate so
 * the app does not reload; until then a plain page load is used.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
