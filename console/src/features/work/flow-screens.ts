import { lazy } from 'react';
import { defineResource, type ActionDef, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col, opts, readOnly } from '@/resources/columns';
import { http } from '@/resources/data';
import { choose, enter, formSchema } from '@/resources/rules';
import { categoryColumn, withFlowCategories } from './category-screen';
import { diagramAction } from './diagram-dialog';
import { flowCategory } from './flow-routes';
import { modelBpmn, modelFileName } from './model-bpmn';

// 流程管理 (spec §1 workflow: deploy, follow, manager, model; §4 model deploy, deployment state
// change; §7 "Flow and work"). Buttons carry BladeX's stock codes: flow_model_create/update/
// deploy/download/delete, flow_manager_state/image/remove, flow_follow_delete. Categories are
// flow_<key of the `flow` dictionary> on the wire (the deploy form picks a key, the call sends flow_N).

const DeployPage = lazy(() => import('./deploy-upload').then((m) => ({ default: m.DeployPage })));

const version = <P extends 'version' | 'processDefinitionVersion'>(prop: P) =>
  col(prop, '流程版本', 'Version', { width: 90, format: (v: unknown) => (v == null || v === '' ? '' : `v${String(v)}`), ...readOnly });

/** 部署: model/deploy?modelId&category&tenantIds. */
const deployModel: ActionDef = {
  name: 'deploy', scope: 'row', label: { zh: '部署', en: 'Deploy' }, permission: 'flow_model_deploy',
  success: { zh: '部署成功', en: 'deployed successfully' },
  form: {
    title: { zh: '流程部署', en: 'Deploy the model' },
    width: 560,
    columns: [col('category', '流程分类', 'Category', { type: 'select', dict: { code: 'flow' } }), col('tenantIds', '租户ID', 'Tenant ids', {})],
    schema: (lang) => formSchema(lang, { category: choose('流程分类', 'category') }),
    initial: () => ({ category: '', tenantIds: '' }),
  },
  run: ({ row, values }) => http.post('/blade-flow/model/deploy', { query: { modelId: row?.id, category: flowCategory(values?.category), tenantIds: values?.tenantIds } }),
};

const downloadModel: ActionDef = {
  name: 'download', scope: 'row', label: { zh: '下载', en: 'Download' }, permission: 'flow_model_download',
  success: { zh: '下载成功', en: 'downloaded' },
  run: async ({ row }) => {
    const { download } = await import('@/resources/export');
    download(modelFileName(row ?? {}), modelBpmn(row ?? {}), 'application/xml');
  },
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
  form: (lang) => formSchema(lang, { modelKey: enter('模型标识', 'model key'), name: enter('模型名称', 'model name') }),
  capabilities: { add: true, edit: true, remove: true, view: false, export: true, batchRemove: true },
  permissions: { add: 'flow_model_create', edit: 'flow_model_update', remove: 'flow_model_delete' },
  actions: [deployModel, downloadModel],
  menuWidth: 240,
});

const changeState = (state: 'active' | 'suspend'): ActionDef => ({
  name: state, scope: 'row', permission: 'flow_manager_state',
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
    categoryColumn(),
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
    diagramAction('flow_manager_image', 'definition'),
    {
      // delete-deployment names the deployment (deploymentIds), not the process definition.
      name: 'delete-deployment', scope: 'row', label: { zh: '删除', en: 'Delete' }, permission: 'flow_manager_remove',
      confirm: { zh: '确定将选择数据删除?', en: 'confirm deletion of selected data?' },
      success: { zh: '删除成功', en: 'deleted successfully' },
      run: ({ row }) => http.post('/blade-flow/manager/delete-deployment', { query: { deploymentIds: row?.deploymentId } }),
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
      name: 'delete-process-instance', scope: 'row', label: { zh: '删除', en: 'Delete' }, permission: 'flow_follow_delete',
      confirm: { zh: '确定将选择数据删除?', en: 'confirm deletion of selected data?' },
      success: { zh: '删除成功', en: 'deleted successfully' },
      run: ({ row }) => http.post('/blade-flow/follow/delete-process-instance', { query: { processInstanceId: row?.processInstanceId } }),
    },
  ],
});

/** 流程部署: the deploy-upload form as a page (multipart, so not the generic form's put-file upload). */
export const deploy: ScreenEntry = { menuPath: '/flow/deploy', component: DeployPage };

export const screens: ScreenEntry[] = [model, withFlowCategories(manager), follow, deploy];
