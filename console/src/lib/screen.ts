/** Screen size class of spec §2: 3 at >= 1200, 2 at >= 992, 1 at >= 768, else 0. */
export function screenClass(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

/** The mobile layout: mobile user agents, or a hash holding /salestoreorder with a query. */
export function isMobileLayout(userAgent: string, hash: string): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent)) return true;
  return /\/salestoreorder[^?#]*\?/.test(hash);
}
