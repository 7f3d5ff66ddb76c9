/** '/system/param/index', '/system/param/' and '/system/param' all name the same screen. */
export function normaliseMenuPath(path: string): string {
  const p = path
    .split(/[?#]/)[0]!
    .replace(/\/+$/, '')
    .replace(/\/index$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}
