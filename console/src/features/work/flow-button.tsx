import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Lang, Row, Text } from '@/features/resources/types';
import { flowPath, flowRoutesOptions, routeOf } from './flow-routes';

const labels: Record<'form' | 'handle' | 'detail', Text> = {
  form: { zh: '发起', en: 'Start' },
  handle: { zh: '处理', en: 'Handle' },
  detail: { zh: '详情', en: 'Detail' },
};

/**
 * A row button opening the process page of the row's category (the `flow` dictionary's route,
 * spec §3): 发起 on a process, 处理 on a task to do, 详情 on a sent or finished task. A category
 * without pages in the console shows no button.
 */
export function FlowButton({ row, kind, lang }: { row: Row; kind: 'form' | 'handle' | 'detail'; lang: Lang }) {
  const navigate = useNavigate();
  const { data } = useQuery(flowRoutesOptions());
  const route = routeOf(data, row.category);
  if (!route) return null;
  return (
    <button type="button" className="dt-action" onClick={() => void navigate(flowPath(route, kind, row))}>
      {labels[kind][lang]}
    </button>
  );
}
