import { defineMenuResource, menuPage } from '@/resources/menu-leaves';
import { lazy } from 'react';
import { type ActionDef } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { blade } from '@/lib/blade';
import { optional } from '@/lib/api';
import { required } from '@/resources/rules';
import { stateButton } from '@/resources/state-operation';
import { website } from '@/lib/config';
import { categoryShown, tenantShown, versionShown, withFlowCategories } from './category-screen';
import { diagramAction } from './diagram-dialog';
import { flowCategory } from './flow-routes';
import { modelerActions } from './modeler';

// 流程管理 (spec §1 workflow: deploy, follow, manager, model; §4 model deploy, deployment state
// change; §7 "Flow and work"). Buttons carry BladeX's stock codes: flow_model_create/update/
// deploy/download/delete, flow_manager_state/image/remove, flow_follow_delete. Categories are
// flow_<key of the `flow` dictionary> on the wire (the deploy form picks a key, the call sends flow_N).
// Models are drawn in the Flowable modeler (modeler.tsx): blade-flow lists, deploys and removes them.

const DeployPage = lazy(() => import('./deploy-upload').then((m) => ({ default: m.DeployPage })));

/** 部署: model/deploy?modelId&category&tenantIds (the contract's state operation: 未部署/已部署 -> 已部署). */
const deployModel: ActionDef = stateButton('/blade-flow/model', 'deploy', {
  label: 'work:actions.deploy',
  permission: 'flow_model_deploy',
  success: 'work:actions.deployed',
  form: {
    title: 'work:actions.deployTitle',
    width: 560,
    columns: [col('category', { type: 'select', dict: { code: 'flow' } }), col('tenantIds')],
    rules: required('category'),
    initial: () => ({ category: '', tenantIds: '' }),
  },
  input: ({ values }) => ({ query: { category: flowCategory(values?.category), tenantIds: optional(values?.tenantIds) } }),
});

export const model = defineMenuResource({
  texts: 'work:model',
  path: '/blade-flow/model',
  entity: 'FlowModel',
  overlay: { version: versionShown },
  capabilities: { add: false, edit: false, remove: true, view: false, export: true, batchRemove: true },
  actions: [...modelerActions(website.flowDesignUrl), deployModel],
  menuWidth: 240,
});

/** 激活 / 挂起: change-state's choices in the contract, each offered in the states it is allowed from. */
const changeState = (state: 'active' | 'suspend'): ActionDef =>
  stateButton('/blade-flow/manager', 'change-state', {
    name: state,
    permission: 'flow_manager_state',
    label: `work:actions.${state}`,
    confirm: `work:actions.${state}Confirm`,
    choice: state,
    input: () => ({ query: { state } }),
  });

export const manager = defineMenuResource({
  texts: 'work:manager',
  path: '/blade-flow/manager',
  entity: 'FlowProcess',
  // BladeX filters processes by category and mode only (FlowEngineServiceImpl): no name or key search.
  overlay: { tenantId: tenantShown, category: categoryShown, version: versionShown },
  capabilities: { add: false, edit: false, remove: false, view: false, export: true, batchRemove: false },
  menuWidth: 200,
  actions: [
    changeState('active'),
    changeState('suspend'),
    diagramAction('flow_manager_image', 'definition'),
    {
      // delete-deployment names the deployment (deploymentIds), not the process definition.
      name: 'delete-deployment',
      scope: 'row',
      label: 'resources:remove',
      permission: 'flow_manager_remove',
      confirm: 'resources:confirmRemove',
      success: 'resources:removed',
      // The contract's remove of the flow manager: its record field and parameter (deploymentIds).
      run: ({ row }) => blade.resource('/blade-flow/manager').remove([String(row?.deploymentId)]),
    },
  ],
});

export const follow = defineMenuResource({
  texts: 'work:follow',
  path: '/blade-flow/follow',
  entity: 'FlowFollow',
  rowKey: 'processInstanceId',
  // The running instances as Flowable executions; BladeX filters them by instance and process key.
  overlay: { category: categoryShown },
  capabilities: { add: false, edit: false, remove: false, view: false, export: true, batchRemove: false },
  menuWidth: 120,
  actions: [
    {
      name: 'delete-process-instance',
      scope: 'row',
      label: 'resources:remove',
      permission: 'flow_follow_delete',
      confirm: 'resources:confirmRemove',
      success: 'resources:removed',
      run: ({ row }) => blade.resource('/blade-flow/follow').remove([String(row?.processInstanceId)]),
    },
  ],
});

/** 流程部署: the deploy-upload form as a page (multipart, so not the generic form's put-file upload). */
export const deploy: ScreenEntry = menuPage('flow_deploy', DeployPage);

export const screens: ScreenEntry[] = [model, withFlowCategories(manager, { modes: true }), follow, deploy];
