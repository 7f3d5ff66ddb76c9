import { defineMenuResource } from '@/resources/menu-leaves';
import { readOnlyCaps } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';

export const usualLog = defineMenuResource({
  texts: 'monitor:usualLog',
  path: '/blade-log/usual',
  entity: 'LogUsual',
  capabilities: readOnlyCaps,
  dateRange: true,
  menuWidth: 90,
});

export const apiLog = defineMenuResource({
  texts: 'monitor:apiLog',
  path: '/blade-log/api',
  entity: 'LogApi',
  capabilities: readOnlyCaps,
  dateRange: true,
  menuWidth: 90,
});

export const errorLog = defineMenuResource({
  texts: 'monitor:errorLog',
  path: '/blade-log/error',
  entity: 'LogError',
  capabilities: readOnlyCaps,
  dateRange: true,
  menuWidth: 90,
});

export const screens: ScreenEntry[] = [usualLog, apiLog, errorLog];
