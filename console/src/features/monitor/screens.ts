import { defineMenuResource } from '@/resources/menu-leaves';
import { readOnlyCaps } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';

const common = [
  col('serviceId', { width: 140 }),
  col('serverHost', { width: 140 }),
  col('serverIp', { width: 130 }),
  col('env', { width: 90 }),
  col('method', { width: 90 }),
  col('requestUri', { width: 220 }),
];

export const usualLog = defineMenuResource({
  texts: 'monitor:usualLog',
  path: '/blade-log/usual',
  entity: 'LogUsual',
  columns: [
    ...common,
    col('logLevel', { width: 90 }),
    col('logId', { width: 140 }),
    col('logData', { width: 240 }),
    col('createTime', { width: 170 }),
  ],
  capabilities: readOnlyCaps,
  dateRange: true,
  menuWidth: 90,
});

export const apiLog = defineMenuResource({
  texts: 'monitor:apiLog',
  path: '/blade-log/api',
  entity: 'LogApi',
  columns: [
    col('title', { width: 160 }),
    ...common,
    col('time', { width: 100 }),
    col('params', { hide: true }),
    col('createTime', { width: 170 }),
  ],
  capabilities: readOnlyCaps,
  dateRange: true,
  menuWidth: 90,
});

export const errorLog = defineMenuResource({
  texts: 'monitor:errorLog',
  path: '/blade-log/error',
  entity: 'LogError',
  columns: [
    ...common,
    col('exceptionName', { width: 200 }),
    col('message', { width: 240 }),
    col('fileName', { width: 160 }),
    col('lineNumber', { width: 90 }),
    col('stackTrace', { hide: true }),
    col('createTime', { width: 170 }),
  ],
  capabilities: readOnlyCaps,
  dateRange: true,
  menuWidth: 90,
});

export const screens: ScreenEntry[] = [usualLog, apiLog, errorLog];
