import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePermission } from '@/resources/permission';
import type { Row } from '@/resources/types';
import type { TextKey, Translate } from '@/resources/texts';
import { flowPath, flowRoutesOptions, routeOf } from './flow-routes';

const labels: Record<'form' | 'handle' | 'detail', TextKey> = {
  form: 'work:actions.start',
  handle: 'work:actions.handle',
  detail: 'work:actions.detail',
};

/**
 * A row button opening the process page of the row's category (the `flow` dictionary's route,
 * spec §3): 发起 on a process, 处理 on a task to do, 详情 on a task. It shows only with its button
 * code granted (work_start_flow, work_todo_handle, work_*_detail) and for a category the console
 * has pages for.
 */
export function FlowButton({
  row,
  kind,
  t,
  permission,
}: {
  row: Row;
  kind: 'form' | 'handle' | 'detail';
  t: Translate;
  permission: string;
}) {
  const navigate = useNavigate();
  const can = usePermission();
  const { data } = useQuery(flowRoutesOptions());
  const route = routeOf(data, row.category);
  if (!route || !can(permission)) return null;
  return (
    <button type="button" className="dt-action" onClick={() => void navigate(flowPath(route, kind, row))}>
      {t(labels[kind])}
    </button>
  );
}
