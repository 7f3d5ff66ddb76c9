// The sandbox's process rules, shared by the workflow seed and the flow handlers: the steps of
// the seeded leave process (as a Flowable BPMN with exclusive gateways would run them), what
// follows each step, and who is given it.
import type { Row } from './store.ts';

export type StepName = 'manager' | 'boss' | 'adjust';

export const STEPS: Record<StepName, { taskDefinitionKey: string; taskName: string }> = {
  manager: { taskDefinitionKey: 'managerApproval', taskName: '部门经理审批' },
  boss: { taskDefinitionKey: 'bossApproval', taskName: '老板审批' },
  adjust: { taskDefinitionKey: 'applicantAdjust', taskName: '调整申请' },
};

/** A leave of more than this many days needs the second approval (老板审批). */
export const LONG_LEAVE_DAYS = 3;

export const stepOf = (taskDefinitionKey: unknown): StepName =>
  (Object.keys(STEPS) as StepName[]).find((k) => STEPS[k].taskDefinitionKey === taskDefinitionKey) ?? 'manager';

/**
 * What follows a completed step. An approval (flag "ok") of 部门经理审批 ends the process, or goes
 * on to 老板审批 for a long leave; a rejection returns it to the applicant (调整申请), who resubmits
 * it (back to 部门经理审批) or withdraws it (the end).
 */
export function nextStep(step: StepName, approved: boolean, days: number): StepName | 'end' {
  if (step === 'adjust') return approved ? 'manager' : 'end';
  if (!approved) return 'adjust';
  return step === 'manager' && days > LONG_LEAVE_DAYS ? 'boss' : 'end';
}

/** 老板审批 goes to the tenant's `boss` account (老板), or to its `admin` where it has none. */
export function secondApprover(users: Row[]): Row | undefined {
  return users.find((u) => u.account === 'boss') ?? users.find((u) => u.account === 'admin') ?? users[0];
}

/** A process category as BladeX writes it: the `flow` dictionary's key behind `flow_` (Saber's flowCategory). */
export const flowCategory = (dictKey: string | number) => `flow_${dictKey}`;

/** The dictionary key of a `flow_N` category, or undefined when it is not one. */
export const dictKeyOf = (category: unknown) => /^flow_(.+)$/.exec(String(category ?? ''))?.[1];

/** The Flowable assignee of a user: taskUser_<id> (BladeX's TaskUtil.getTaskUser). */
export const taskUserOf = (userId: string) => `taskUser_${userId}`;
