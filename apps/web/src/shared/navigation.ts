/**
 * Navigation from outside React (the request layer's 401 handling). The router registers its navigate
 * function at start; until then the hash is changed directly, which the hash router also follows.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate | null) {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.hash = `#${to}`;
}
