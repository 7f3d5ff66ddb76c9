import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, Card, Grid, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { closeTab } from '@/lib/tabs-store';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { col } from '@/resources/columns';
import { http } from '@/resources/data';
import { currentIdentity } from '@/resources/queries';
import type { ColumnDef, Lang, Row, Text as T } from '@/resources/types';

// What the leave pages share: texts, layout, the leave's fields, the leave (with its `flow`) and
// its history (history-flow-list: every step with who handled it and the comment).

export const t = {
  form: { zh: '请假申请', en: 'Leave request' },
  handle: { zh: '请假审批', en: 'Leave approval' },
  detail: { zh: '请假详情', en: 'Leave detail' },
  leave: { zh: '请假信息', en: 'Leave' },
  history: { zh: '流转信息', en: 'History' },
  approval: { zh: '审批信息', en: 'Approval' },
  comment: { zh: '审批意见', en: 'Comment' },
  submit: { zh: '提交', en: 'Submit' },
  agree: { zh: '同意', en: 'Approve' },
  reject: { zh: '驳回', en: 'Reject' },
  resubmit: { zh: '重新提交', en: 'Resubmit' },
  withdraw: { zh: '撤销申请', en: 'Withdraw' },
  back: { zh: '返回', en: 'Back' },
  started: { zh: '发起成功', en: 'process started' },
  done: { zh: '操作成功', en: 'operation successful' },
  handled: { zh: '该任务已办理, 流程当前步骤: ', en: 'This task has been handled; the process is at: ' },
  needComment: { zh: '请输入审批意见', en: 'please enter a comment' },
  endBeforeStart: { zh: '结束时间不能早于开始时间', en: 'the end must not be before the start' },
  noHistory: { zh: '暂无流转记录', en: 'No history' },
  applicant: { zh: '申请人', en: 'Applicant' },
  step: { zh: '当前步骤', en: 'Current step' },
  applied: { zh: '申请时间', en: 'Applied' },
  node: { zh: '节点名称', en: 'Step' },
  assignee: { zh: '办理人', en: 'Handled by' },
  begin: { zh: '开始时间', en: 'Started' },
  end: { zh: '结束时间', en: 'Ended' },
  duration: { zh: '持续时间', en: 'Duration' },
} satisfies Record<string, T>;

export const useLang = () => useStore(prefs, (p) => p.language);
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const shown = (v: unknown) => (v == null || v === '' ? '—' : String(v));

/** The leave's fields (ProcessLeave): the form's inputs and the detail's rows. taskUser is a user id. */
export const fields: Array<ColumnDef & { required: T }> = [
  { ...col('taskUser', '审批人', 'Approver', { type: 'select', remote: { url: '/blade-user/user-list', labelKey: 'realName', valueKey: 'id' } }), required: { zh: '请选择审批人', en: 'please select approver' } },
  { ...col('startTime', '开始时间', 'Start', { type: 'datetime', span: 12 }), required: { zh: '请选择开始时间', en: 'please select start' } },
  { ...col('endTime', '结束时间', 'End', { type: 'datetime', span: 12 }), required: { zh: '请选择结束时间', en: 'please select end' } },
  { ...col('days', '请假天数', 'Days', { type: 'number' }), required: { zh: '请输入请假天数', en: 'please enter days' } },
  { ...col('reason', '请假理由', 'Reason', { type: 'textarea' }), required: { zh: '请输入请假理由', en: 'please enter reason' } },
];

/** Whole days from start to end, counting both (2026-12-01 09:00 .. 2026-12-02 18:00 → 2). */
export function leaveDays(start: string, end: string): number | '' {
  const a = Date.parse(start.slice(0, 10));
  const b = Date.parse(end.slice(0, 10));
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return '';
  return Math.round((b - a) / 86_400_000) + 1;
}

export function Page({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box p="4" maxW="1100px" data-testid={testId}>
      <Heading size="md" mb="4">{title}</Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header><Heading size="sm">{title}</Heading></Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function ServerError({ text }: { text: string }) {
  if (!text) return null;
  return <Alert.Root status="error" size="sm"><Alert.Indicator /><Alert.Title data-testid="server-error">{text}</Alert.Title></Alert.Root>;
}

/** Done with a page: its tab closes and the list it came from opens (BladeX closes the tag too). */
export function useLeavePage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (to: string) => {
    closeTab(pathname + search);
    void navigate(to);
  };
}

/** leave/detail: the leave and `flow`, its process (current step; assigneeName is the applicant, as BladeX fills it). */
export function useLeave(businessId: string) {
  return useQuery({
    queryKey: [currentIdentity().tenantId, 'blade-desk/process/leave', 'detail', businessId] as const,
    queryFn: () => http.get<Row>('/blade-desk/process/leave/detail', { businessId }),
    enabled: !!businessId,
    staleTime: 0,
  });
}

/** The leave as read-only rows; the approver shows by name when the user list knows the id. */
export function LeaveInfo({ businessId, lang }: { businessId: string; lang: Lang }) {
  const { data, isLoading } = useLeave(businessId);
  const users = useQuery({
    queryKey: [currentIdentity().tenantId, 'blade-user/user-list', 'options', {}] as const,
    queryFn: async () => {
      const rows = await http.get<Row[] | { records?: Row[] }>('/blade-user/user-list', {});
      const list = Array.isArray(rows) ? rows : (rows?.records ?? []);
      return list.map((r) => ({ value: String(r.id), label: String(r.realName) }));
    },
    staleTime: 60_000,
  });
  if (isLoading) return <Spinner />;
  const leave = data ?? {};
  const flow = (leave.flow ?? {}) as Row;
  // A deployment that still stores the engine's form (taskUser_<id>) shows by name too.
  const userName = (v: unknown) => users.data?.find((u) => u.value === String(v ?? '').replace(/^taskUser_/, ''))?.label ?? shown(v);
  const rows: Array<[string, string]> = [
    [t.applicant[lang], shown(flow.assigneeName)],
    [t.step[lang], shown(flow.taskName)],
    ...fields.map((f): [string, string] => [f.label[lang], f.prop === 'taskUser' ? userName(leave.taskUser) : shown(leave[f.prop])]),
    [t.applied[lang], shown(leave.applyTime ?? leave.createTime)],
  ];
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} columnGap="6" rowGap="2" data-testid="leave-info">
      {rows.map(([label, value]) => (
        <HStack key={label} align="flex-start" gap="3">
          <Text minW="90px" color="fg.muted" textAlign="right">{label}</Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-all">{value}</Text>
        </HStack>
      ))}
    </Grid>
  );
}

/** history-flow-list: each step with who handled it, when, and the comment. */
export function History({ processInstanceId, lang }: { processInstanceId: string; lang: Lang }) {
  const { data, isLoading } = useQuery({
    queryKey: [currentIdentity().tenantId, 'blade-flow/process', 'history-flow-list', processInstanceId] as const,
    queryFn: () => http.get<Row[]>('/blade-flow/process/history-flow-list', { processInstanceId }),
    enabled: !!processInstanceId,
    staleTime: 0,
  });
  if (isLoading) return <Spinner />;
  if (!data?.length) return <Text color="fg.muted">{t.noHistory[lang]}</Text>;
  return (
    <Table.Root size="sm" data-testid="flow-history">
      <Table.Header>
        <Table.Row>
          {[t.node, t.assignee, t.begin, t.end, t.duration, t.comment].map((h) => <Table.ColumnHeader key={h.en}>{h[lang]}</Table.ColumnHeader>)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.map((h, i) => (
          <Table.Row key={String(h.historyActivityId ?? i)}>
            <Table.Cell>{shown(h.historyActivityName)}</Table.Cell>
            <Table.Cell>{shown(h.assigneeName || h.assignee)}</Table.Cell>
            <Table.Cell>{shown(h.createTime)}</Table.Cell>
            <Table.Cell>{shown(h.endTime)}</Table.Cell>
            <Table.Cell>{shown(h.historyActivityDurationTime)}</Table.Cell>
            <Table.Cell whiteSpace="pre-wrap">{shown(h.comment)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
