import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Placeholder } from './placeholder';

const names: Record<string, string> = {
  test: '测试页',
  'dict-horizontal': '字典管理 (横向)',
  'dict-vertical': '字典管理 (纵向)',
  work: '请假流程',
};

/** The spec's fixed screens (test, dictionaries, the leave process), built in later issues. */
export function FixedPage() {
  const { pathname } = useLocation();
  useTranslation();
  const first = pathname.split('/')[1] ?? '';
  const resource = first === 'work' ? 'blade-desk/process/leave' : first.startsWith('dict') ? 'blade-system/dict' : first;
  return <Placeholder name={names[first] ?? pathname} resource={resource} path={pathname} />;
}
