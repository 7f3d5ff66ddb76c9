import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, Card, Grid, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { closeTab } from '@/lib/tabs-store';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { columnLabel, useTexts, type Translate } from '@/resources/texts';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { resourceKey } from '@/lib/blade';
import { typedByContract, type ColumnDef, type ShownColumn } from '@/resources/types';

// What the leave pages share: texts, layout, the leave's fields, the leave (with its `flow`) and
// its history (history-flow-list: every step with who handled it and the comment).

/** The leave pages' texts (work:leave): suspends until the work namespace is loaded. */
export const LEAVE = 'work:leave';
export const useLeaveTexts = () => useTexts(LEAVE);
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const shown = (v: unknown) => (v == null || v === '' ? '—' : String(v));

/**
 * The leave's fields (ProcessLeave): the form's inputs and the detail's rows, typed as the contract
 * types them (dates, the number of days, the reason's lines). taskUser is a user id, picked by name.
 */
export const fields: ColumnDef[] = [
  col('taskUser', { type: 'select', remote: { url: '/blade-user/user-list', labelKey: 'realName', valueKey: 'id' } }),
  col('startTime', { span: 12 }),
  col('endTime', { span: 12 }),
  col('days'),
  col('reason'),
].map((c) => typedByContract('ProcessLeave', c));
/** Every field is required (请选择审批人, 请输入请假天数...: 请选择/请输入 + its label). */
export const fieldRules = required(...fields.map((f) => f.prop));
/** The fields with their labels in the current language. */
export const shownFields = (t: Translate): ShownColumn[] => fields.map((f) => ({ ...f, text: columnLabel(t, LEAVE, f) }));

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
      <Heading size="md" mb="4">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function ServerError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title data-testid="server-error">{text}</Alert.Title>
    </Alert.Root>
  );
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
    queryKey: [...resourceKey('blade-desk/process/leave'), 'detail', businessId] as const,
    queryFn: () => blade.call(api.GET('/blade-desk/process/leave/detail', { params: { query: { businessId } } })),
    enabled: !!businessId,
    staleTime: 0,
  });
}

/** The leave as read-only rows; the approver shows by name when the user list knows the id. */
export function LeaveInfo({ businessId, t }: { businessId: string; t: Translate }) {
  const { data, isLoading } = useLeave(businessId);
  const users = useQuery({
    queryKey: [...resourceKey('blade-user/user-list'), 'options', {}] as const,
    queryFn: async () => {
      const list = (await blade.call(api.GET('/blade-user/user-list'))) ?? [];
      return list.map((r) => ({ value: String(r.id), label: String(r.realName) }));
    },
    staleTime: 60_000,
  });
  if (isLoading) return <Spinner />;
  const leave = data ?? {};
  const flow = leave.flow ?? {};
  // A deployment that still stores the engine's form (taskUser_<id>) shows by name too.
  const userName = (v: unknown) => users.data?.find((u) => u.value === String(v ?? '').replace(/^taskUser_/, ''))?.label ?? shown(v);
  const rows: Array<[string, string]> = [
    [t('work:leave.applicant'), shown(flow.assigneeName)],
    [t('work:leave.step'), shown(flow.taskName)],
    ...shownFields(t).map((f): [string, string] => [f.text, f.prop === 'taskUser' ? userName(leave.taskUser) : shown(leave[f.prop])]),
    [t('work:leave.applied'), shown(leave.applyTime ?? leave.createTime)],
  ];
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} columnGap="6" rowGap="2" data-testid="leave-info">
      {rows.map(([label, value]) => (
        <HStack key={label} align="flex-start" gap="3">
          <Text minW="90px" color="fg.muted" textAlign="right">
            {label}
          </Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-all">
            {value}
          </Text>
        </HStack>
      ))}
    </Grid>
  );
}

/** history-flow-list: each step with who handled it, when, and the comment. */
export function History({ processInstanceId, t }: { processInstanceId: string; t: Translate }) {
  const { data, isLoading } = useQuery({
    queryKey: [...resourceKey('blade-flow/process'), 'history-flow-list', processInstanceId] as const,
    queryFn: () => blade.call(api.GET('/blade-flow/process/history-flow-list', { params: { query: { processInstanceId } } })),
    enabled: !!processInstanceId,
    staleTime: 0,
  });
  if (isLoading) return <Spinner />;
  if (!data?.length) return <Text color="fg.muted">{t('work:leave.noHistory')}</Text>;
  return (
    <Table.Root size="sm" data-testid="flow-history">
      <Table.Header>
        <Table.Row>
          {(['node', 'assignee', 'begin', 'end', 'duration', 'comment'] as const).map((h) => (
            <Table.ColumnHeader key={h}>{t(`work:leave.${h}`)}</Table.ColumnHeader>
          ))}
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
