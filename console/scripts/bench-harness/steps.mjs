// The four steps of the speed figures, shared by bench-speed.mjs (wall times) and
// bench-profile.mjs (where their CPU time goes): what each waits for, and the menu click.

export const STEPS = [
  'navigation -> usable sign-in form',
  'sign-in -> home rendered',
  'menu click -> first list rows (用户管理)',
  'a later list -> rows (参数管理)',
];

/** Usable sign-in form: the account field shows and the captcha image has loaded (decoded, not just in the DOM). */
export const USABLE_FORM = [{ label: '账号' }, { css: 'img[src^="data:image"]', loaded: true }];
/** Home: the page's root when it is marked, else the users' count box, which renders before its number. */
export const HOME = [{ path: '/wel/index' }, { css: '[data-testid="home-page"], [data-testid="count-users"]' }];
/** A list is done when its own screen (keep-alive keeps the previous one, hidden) shows a data row. */
export const firstRow = (resource) => [{ css: `[data-testid="resource-screen"][data-resource="${resource}"] [role=rowgroup] [role=row]` }];
/** The two lists: menu area, leaf and the screen's resource. */
export const FIRST_LIST = { area: '系统管理', item: '用户管理', resource: '/blade-user/user' };
export const LATER_LIST = { area: '系统管理', item: '参数管理', resource: '/blade-system/param' };

/** Opens the area when its leaf is hidden and returns a click on the leaf: one mouse click, timed by the caller. */
export async function prepareLeaf(page, { area, item }) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const leaf = nav.getByRole('link', { name: item, exact: true });
  if (!(await leaf.isVisible())) await nav.getByRole('button', { name: area, exact: true }).click();
  await leaf.scrollIntoViewIfNeeded();
  const box = await leaf.boundingBox();
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
