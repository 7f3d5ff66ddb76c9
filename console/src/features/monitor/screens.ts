import { defineResource, readOnlyCaps } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';

const view = (code: string) => ({ view: `${code}_view` });
const common = [
  col('serviceId', '服务ID', 'Service', { search: true, width: 140 }),
  col('serverHost', '服务器名', 'Host', { search: true, width: 140 }),
  col('serverIp', '服务器IP', 'IP', { width: 130 }),
  col('env', '系统环境', 'Env', { width: 90 }),
  col('method', '请求方法', 'Method', { width: 90 }),
  col('requestUri', '请求地址', 'URI', { search: true, width: 220 }),
];

export const usualLog = defineResource({
  menuPath: '/monitor/log/usual', title: { zh: '通用日志', en: 'Usual logs' }, path: '/blade-log/usual', entity: 'LogUsual',
  columns: [
    ...common,
    col('logLevel', '日志级别', 'Level', { search: true, width: 90 }),
    col('logId', '日志业务ID', 'Log id', { width: 140 }),
    col('logData', '日志数据', 'Data', { type: 'textarea', width: 240 }),
    col('createTime', '日志时间', 'Time', { width: 170 }),
  ],
  capabilities: readOnlyCaps, permissions: view('log_usual'), dateRange: true, menuWidth: 90,
});

export const apiLog = defineResource({
  menuPath: '/monitor/log/api', title: { zh: '接口日志', en: 'API logs' }, path: '/blade-log/api', entity: 'LogApi',
  columns: [
    col('title', '日志标题', 'Title', { search: true, width: 160 }),
    ...common,
    col('time', '执行时间', 'Time (ms)', { width: 100 }),
    col('params', '操作提交的数据', 'Params', { type: 'textarea', hide: true }),
    col('createTime', '日志时间', 'Time', { width: 170 }),
  ],
  capabilities: readOnlyCaps, permissions: view('log_api'), dateRange: true, menuWidth: 90,
});

export const errorLog = defineResource({
  menuPath: '/monitor/log/error', title: { zh: '错误日志', en: 'Error logs' }, path: '/blade-log/error', entity: 'LogError',
  columns: [
    ...common,
    col('exceptionName', '异常名', 'Exception', { search: true, width: 200 }),
    col('message', '异常信息', 'Message', { type: 'textarea', width: 240 }),
    col('fileName', '文件名', 'File', { width: 160 }),
    col('lineNumber', '代码行数', 'Line', { width: 90 }),
    col('stackTrace', '堆栈', 'Stack', { type: 'textarea', hide: true }),
    col('createTime', '日志时间', 'Time', { width: 170 }),
  ],
  capabilities: readOnlyCaps, permissions: view('log_error'), dateRange: true, menuWidth: 90,
});

export const screens: ScreenEntry[] = [usualLog, apiLog, errorLog];
