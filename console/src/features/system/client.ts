import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';
import { col } from '@/resources/columns';

export const client = defineMenuResource({
  texts: 'system:client',
  path: '/blade-system/client',
  entity: 'AuthClient',
  columns: [
    col('clientId', { width: 140 }),
    col('clientSecret', { width: 160 }),
    col('scope', { width: 100, defaultValue: 'all' }),
    col('authorizedGrantTypes', { width: 260, defaultValue: 'refresh_token,password,authorization_code,captcha,social' }),
    col('accessTokenValidity', { width: 120, defaultValue: 3600 }),
    col('refreshTokenValidity', { width: 140, defaultValue: 604800 }),
    col('webServerRedirectUri', { hide: true }),
    col('resourceIds', { hide: true }),
    col('authorities', { hide: true }),
    col('additionalInformation', { hide: true }),
    col('autoapprove', { hide: true }),
  ],
  capabilities: allCaps,
});
