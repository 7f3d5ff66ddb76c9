import type zh from '../zh/system';
import type { Texts } from '../texts';

export default {
  param: {
    title: 'Parameters',
    fields: {},
  },
  user: {
    title: 'Users',
    deptTree: 'Departments',
    fields: {
      roleIds: 'Roles',
      brandIds: 'Brands',
      userExt: 'Extension (JSON)',
    },
    options: { sex: { '1': 'Male', '2': 'Female' } },
    actions: { role: 'Roles', brand: 'Brands', reset: 'Reset password', unlock: 'Unlock', platform: 'Platform' },
    confirms: { reset: 'reset the password of the selected accounts to 123456?', unlock: 'unlock the selected accounts?' },
    brands: {
      title: 'Brands',
      fields: { barndName: 'Brand name', sort: 'Sort order', remark: 'Remarks' },
    },
  },
  tenant: {
    title: 'Tenants',
    fields: {},
    unlimited: 'Unlimited',
    actions: { setting: 'Licence', datasource: 'Datasource', package: 'Package' },
  },
  tenantApp: {
    title: 'Tenant apps',
    fields: {},
    actions: { sign: 'Sign', send: 'Push' },
    confirms: { send: "push this app's data to the xky platform?" },
    sent: 'Pushed',
    signed: { appKey: 'App key', timestamp: 'Timestamp', nonce: 'Nonce', sign: 'Signature' },
  },
  tenantPackage: {
    title: 'Tenant packages',
    fields: { menuId: 'Menus' },
    rules: { menuId: 'please select menu' },
  },
  client: {
    title: 'Clients',
    fields: {},
  },
  dept: {
    title: 'Departments',
    fields: {},
  },
  menu: {
    title: 'Menus',
    fields: {},
  },
  post: {
    title: 'Posts',
    fields: {},
  },
  topMenu: {
    title: 'Top menus',
    fields: {},
    actions: { grant: 'Menus' },
  },
  dict: {
    title: 'Dictionary',
    bizTitle: 'Business dictionary',
    items: 'Dictionary items',
    bizItems: 'Business dictionary items',
    configure: 'Items',
    fields: {
      code: 'Code',
      dictValue: 'Name',
      sort: 'Sort',
      isSealed: 'Sealed',
      remark: 'Remark',
      parentId: 'Parent',
      dictKey: 'Key',
    },
    rules: {
      code: 'please enter dictionary code',
      dictValue: 'please enter dictionary name',
      sort: 'please enter dictionary sort',
      isSealed: 'please select sealed',
      dictKey: 'please enter dictionary key',
      parentId: 'please select parent dictionary',
    },
  },
} satisfies Texts<typeof zh>;
