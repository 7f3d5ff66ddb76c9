import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps } from '@/resources/types';

export const client = defineMenuResource({
  texts: 'system:client',
  path: '/blade-system/client',
  entity: 'AuthClient',
  overlay: {
    scope: { defaultValue: 'all' },
    authorizedGrantTypes: { defaultValue: 'refresh_token,password,authorization_code,captcha,social' },
    accessTokenValidity: { defaultValue: 3600 },
    refreshTokenValidity: { defaultValue: 604800 },
  },
  capabilities: allCaps,
});
