// The router registers its navigate here so that lib code (the SDK's 401 handler, timers)
// can move the user without importing the router (which imports every page).
type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let impl: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: Navigate) {
  impl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  impl(to, opts);
}
