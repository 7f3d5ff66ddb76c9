import { createElement, lazy } from 'react';
import { defineResource, permissionsOf, type ActionDef, type Row } from '@/features/resources/types';
import type { ScreenEntry } from '@/features/resources/registry';
import { col, opts, readOnly } from '@/features/resources/columns';
import { http } from '@/features/resources/data';
import { choose, formSchema } from '@/features/resources/rules';

// 流程管理 (spec §1 workflow: deploy, follow, manager, model; §4 model deploy, deployment state
// change; §7 "Flow and work").

const DeployUpload = lazy(() => import('./deploy-upload').then((m) => ({ default: m.DeployUpload })));
const DeployPage = lazy(() => import('./deploy-upload').then((m) => ({ default: m.DeployPage })));

const category = (search = true) => col('category', '流程分类', 'Category', { type: 'select', dict: { code: 'flow' }, search, width: 120 });
const version = <P extends 'version' | 'processDefinitionVersion'>(prop: P) =>
  col(prop, '流程版本', 'Version', { width: 90, format: (v: unknown) => (v == null || v === '' ? '' : `v${String(v)}`), ...readOnly });

/** 部署: model/deploy?modelId&category&tenantIds (category from the `flow` dictionary). */
const deployModel: ActionDef = {
  name: 'deploy', scope: 'row', label: { zh: '部署', en: 'Deploy' }, permission: 'flow_model_deploy',
  success: { zh: '部署成功', en: 'deployed successfully' },
  form: {
    title: { zh: '流程部署', en: 'Deploy the model' },
    width: 560,
    columns: [category(false), col('tenantIds', '租户ID', 'Tenant ids', {})],
    schema: (lang) => formSchema(lang, { category: choose('流程分类', 'category') }),
    initial: () => ({ category: '', tenantIds: '' }),
  },
  run: ({ row, values }) => http.post('/blade-flow/model/deploy', { query: { modelId: row?.id, category: values?.category, tenantIds: values?.tenantIds } }),
};

export const model = defineResource({
  menuPath: '/flow/model',
  title: { zh: '模型设计', en: 'Process models' },
  path: '/blade-flow/model',
  entity: 'FlowModel',
  columns: [
    col('modelKey', '模型标识', 'Model key', { search: true, width: 150 }),
    col('name', '模型名称', 'Model name', { search: true, width: 180 }),
    col('description', '模型描述', 'Description', { type: 'textarea', width: 240 }),
    version('version'),
    col('status', '状态', 'State', { type: 'select', options: opts({ '0': '未部署', '1': '已部署' }), width: 90, ...readOnly }),
    col('lastUpdated', '最后更新时间', 'Last updated', { width: 170, ...readOnly }),
  ],
  capabilities: { add: false, edit: false, remove: true, view: true, export: true, batchRemove: true },
  permissions: permissionsOf('flow_model', ['deploy']),
  actions: [deployModel],
  menuWidth: 200,
});

const changeState = (state: 'active' | 'suspend'): ActionDef => ({
  name: state, scope: 'row', permission: 'flow_manager_change-state',
  label: state === 'active' ? { zh: '激活', en: 'Activate' } : { zh: '挂起', en: 'Suspend' },
  confirm: state === 'active' ? { zh: '确定激活此流程?', en: 'activate this process?' } : { zh: '确定挂起此流程?', en: 'suspend this process?' },
  visible: (r: Row) => Number(r.suspensionState) === (state === 'active' ? 2 : 1),
  run: ({ row }) => http.post('/blade-flow/manager/change-state', { query: { processId: row?.id, state } }),
});

export const manager = defineResource({
  menuPath: '/flow/manager',
  title: { zh: '流程管理', en: 'Processes' },
  path: '/blade-flow/manager',
  entity: 'FlowProcess',
  columns: [
    category(),
    col('name', '流程名称', 'Process name', { search: true, width: 180 }),
    col('key', '流程标识', 'Process key', { search: true, width: 150 }),
    version('version'),
    col('suspensionState', '状态', 'State', { type: 'select', options: opts({ '1': '激活', '2': '挂起' }), width: 90 }),
    col('deploymentTime', '部署时间', 'Deployed', { width: 170 }),
  ],
  capabilities: { add: false, edit: false, remove: false, view: false, export: true, batchRemove: false },
  permissions: {},
  menuWidth: 200,
  actions: [
    changeState('active'),
    changeState('suspend'),
    {
      // delete-deployment names the deployment (deploymentIds), not the process definition.
      name: 'delete-deployment', scope: 'row', label: { zh: '删除', en: 'Delete' },
      confirm: { zh: '确定将选择数据删除?', en: 'confirm deletion of selected data?' },
      success: { zh: '删除成功', en: 'deleted successfully' },
      run: ({ row }) => http.post('/blade-flow/manager/delete-deployment', { query: { deploymentIds: row?.deploymentId } }),
    },
    {
      name: 'deploy-upload', scope: 'toolbar', label: { zh: '部署上传', en: 'Upload and deploy' },
      dialog: ({ ctx, onClose }) => createElement(DeployUpload, { inDialog: true, onDone: () => { ctx.refresh(); onClose(); }, onClose }),
    },
  ],
});

export const follow = defineResource({
  menuPath: '/flow/follow',
  title: { zh: '流程跟踪', en: 'Process instances' },
  path: '/blade-flow/follow',
  entity: 'FlowFollow',
  rowKey: 'processInstanceId',
  columns: [
    col('processDefinitionKey', '流程标识', 'Process key', { search: true, width: 140 }),
    col('processDefinitionName', '流程名称', 'Process name', { search: true, width: 160 }),
    version('processDefinitionVersion'),
    col('startUser', '发起人', 'Started by', { search: true, width: 110 }),
    col('startTime', '发起时间', 'Started', { width: 170 }),
    col('endTime', '结束时间', 'Ended', { width: 170 }),
    col('suspensionState', '状态', 'State', { type: 'select', options: opts({ '1': '激活', '2': '挂起' }), width: 90 }),
  ],
  capabilities: { add: false, edit: false, remove: false, view: false, export: true, batchRemove: false },
  permissions: {},
  menuWidth: 120,
  actions: [
    {
      name: 'delete-process-instance', scope: 'row', label: { zh: '删除', en: 'Delete' },
      confirm: { zh: '确定将选择数据删除?', en: 'confirm deletion of selected data?' },
      success: { zh: '删除成功', en: 'deleted successfully' },
      run: ({ row }) => http.post('/blade-flow/follow/delete-process-instance', { query: { processInstanceId: row?.processInstanceId } }),
    },
  ],
});

/** 流程部署: the deploy-upload form as a page (multipart, so not the generic form's put-file upload). */
export const deploy: ScreenEntry = { menuPath: '/flow/deploy', component: DeployPage };

export const screens: ScreenEntry[] = [model, manager, follow, deploy];
