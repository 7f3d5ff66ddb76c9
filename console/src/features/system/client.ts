import { defineResource, allCaps, permissionsOf } from '@/resources/types';
import { col } from '@/resources/columns';
import { enter, formSchema } from '@/resources/rules';

export const client = defineResource({
  menuPath: '/system/client',
  title: { zh: '应用管理', en: 'Clients' },
  path: '/blade-system/client',
  entity: 'AuthClient',
  columns: [
    col('clientId', '应用ID', 'Client ID', { search: true, width: 140 }),
    col('clientSecret', '应用密钥', 'Client secret', { width: 160 }),
    col('scope', '授权范围', 'Scope', { width: 100, defaultValue: 'all' }),
    col('authorizedGrantTypes', '授权类型', 'Grant types', { width: 260, defaultValue: 'refresh_token,password,authorization_code,captcha,social' }),
    col('accessTokenValidity', '令牌过期秒数', 'Token seconds', { type: 'number', width: 120, defaultValue: 3600 }),
    col('refreshTokenValidity', '刷新令牌过期秒数', 'Refresh seconds', { type: 'number', width: 140, defaultValue: 604800 }),
    col('webServerRedirectUri', '回调地址', 'Redirect URI', { hide: true }),
    col('resourceIds', '资源集合', 'Resources', { hide: true }),
    col('authorities', '权限', 'Authorities', { hide: true }),
    col('additionalInformation', '附加说明', 'Information', { hide: true }),
    col('autoapprove', '自动授权', 'Auto approve', { hide: true }),
  ],
  form: (lang) =>
    formSchema(lang, {
      clientId: enter('应用ID', 'client id'),
      clientSecret: enter('应用密钥', 'client secret'),
      scope: enter('授权范围', 'scope'),
      authorizedGrantTypes: enter('授权类型', 'grant types'),
      accessTokenValidity: enter('令牌过期秒数', 'token seconds'),
      refreshTokenValidity: enter('刷新令牌过期秒数', 'refresh seconds'),
    }),
  capabilities: allCaps,
  permissions: permissionsOf('client'),
});
