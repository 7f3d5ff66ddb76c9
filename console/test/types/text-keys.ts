// Type test, checked by `tsc -p console` and never run: a text key no namespace holds is a type
// error, in a component's `t` as in a registry entry. Each `@ts-expect-error` fails the build when
// its error vanishes; the lines without one must compile.
import { useTranslation } from 'react-i18next';
import type { I18nKey } from '@/i18n';
import type { RouteMeta } from '@/app/route-meta';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { choices } from '@/resources/texts';
import { allCaps, defineResource, permissionsOf, type ActionDef } from '@/resources/types';

export function ComponentTexts() {
  const { t } = useTranslation(['auth', 'common']);
  const right: string[] = [t('login.title'), t('register.mismatch'), t('common:ok'), t('login.socialWith', { name: 'Gitee' })];
  // @ts-expect-error a key the auth namespace does not hold
  const typo = t('login.titel');
  // @ts-expect-error a key of a namespace this component did not ask for
  const other = t('system:param.title');
  return [right, typo, other];
}

export const keys: I18nKey[] = ['system:param.title', 'resources:confirmRemove', 'business:repairorder.fields.repairNo'];
// @ts-expect-error no such namespace
export const wrongNamespace: I18nKey = 'sistem:param.title';
// @ts-expect-error no such key in the namespace
export const wrongKey: I18nKey = 'system:param.titel';
// @ts-expect-error a route title names a key
export const meta: RouteMeta = { titleKey: 'nav.home' };

export const action: ActionDef = {
  name: 'reset',
  scope: 'toolbar',
  label: 'system:user.actions.reset',
  confirm: 'system:user.confirms.reset',
};
// @ts-expect-error an action's label is a key, not a text
export const textLabel: ActionDef = { name: 'reset', scope: 'toolbar', label: '密码重置' };

export const param = defineResource({
  menuPath: '/system/param',
  texts: 'system:param',
  path: '/blade-system/param',
  entity: 'Param',
  // a screen's own label, then a shared one (remark)
  columns: [col('paramName'), col('remark')],
  form: () => required('paramName'),
  capabilities: allCaps,
  permissions: permissionsOf('param'),
});

export const unlabelled = defineResource({
  menuPath: '/system/param',
  texts: 'system:param',
  path: '/blade-system/param',
  entity: 'Param',
  // @ts-expect-error a field of Param that system:param.fields does not label
  columns: [col('paramName'), col('id')],
  capabilities: allCaps,
  permissions: permissionsOf('param'),
});

export const noTexts = defineResource({
  menuPath: '/system/param',
  // @ts-expect-error texts name a screen of a namespace (a title and fields)
  texts: 'system:params',
  path: '/blade-system/param',
  entity: 'Param',
  columns: [],
  capabilities: allCaps,
  permissions: permissionsOf('param'),
});

export const sex = choices('system:user.options.sex', ['1', '2']);
// @ts-expect-error a value the option set has no text for
export const wrongChoice = choices('system:user.options.sex', ['1', '3']);
