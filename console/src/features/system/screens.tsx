import type { ScreenEntry } from '@/resources/types';
import { menuPage, routedPage } from '@/resources/menu-leaves';
import { param } from './param';
import { DictScreen } from './dict-screen';
import { tenant } from './tenant';
import { tenantPackage } from './tenant-package';
import { tenantApp } from './tenant-app';
import { client } from './client';
import { dept } from './dept';
import { menu } from './menu';
import { post } from './post';
import { topMenu } from './top-menu';
import { user } from './user';

/** The system administration screens (spec §1). */
export const screens: ScreenEntry[] = [
  client,
  dept,
  menuPage('dict', () => <DictScreen kind="dict" layout="dialog" />),
  menuPage('dictbiz', () => <DictScreen kind="dict-biz" layout="dialog" />),
  routedPage('dictHorizontal', () => <DictScreen kind="dict" layout="horizontal" />),
  routedPage('dictVertical', () => <DictScreen kind="dict" layout="vertical" />),
  menu,
  param,
  post,
  tenant,
  tenantPackage,
  tenantApp,
  topMenu,
  user,
];
