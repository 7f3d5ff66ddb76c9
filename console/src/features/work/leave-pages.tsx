import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Card, Field, Grid, Heading, HStack, Spinner, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { closeTab } from '@/lib/tabs-store';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { col } from '@/features/resources/columns';
import { http } from '@/features/resources/data';
import { FieldInput } from '@/features/resources/field-input';
import { currentIdentity } from '@/features/resources/queries';
import type { ColumnDef, Lang, Row, Text as T } from '@/features/resources/types';

// The leave process pages (spec §2 /work/process/leave/{form,handle,detail}): start-process with
// the leave's fields (ProcessLeave of the contract), the approval of a task (complete-task, flag
// "ok" approves) and the read-only detail, both with the approval history.

const t = {
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
  back: { zh: '返回', en: 'Back' },
  started: { zh: '发起成功', en: 'process started' },
  done: { zh: '操作成功', en: 'operation successful' },
  needComment: { zh: '请输入审批意见', en: 'please enter a comment' },
  endBeforeStart: { zh: '结束时间不能早于开始时间', en: 'the end must not be before the start' },
  noHistory: { zh: '暂无流转记录', en: 'No history' },
  node: { zh: '节点名称', en: 'Step' },
  assignee: { zh: '办理人', en: 'Handled by' },
  begin: { zh: '开始时间', en: 'Started' },
  end: { zh: '结束时间', en: 'Ended' },
  duration: { zh: '持续时间', en: 'Duration' },
} satisfies Record<string, T>;

const useLang = () => useStore(prefs, (p) => p.language);

/** The leave's fields (ProcessLeave): the form's inputs and the detail's rows. */
const fields: Array<ColumnDef & { required: T }> = [
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

/** The taskUser the engine's assignee expression reads: taskUser_{userId}. */
const toTaskUser = (id: unknown) => (String(id ?? '').startsWith('taskUser_') ? String(id) : `taskUser_${String(id ?? '')}`);

function Page({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box p="4" maxW="1100px" data-testid={testId}>
      <Heading size="md" mb="4">{title}</Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header><Heading size="sm">{title}</Heading></Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function ServerError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" size="sm"><Alert.Indicator /><Alert.Title data-testid="server-error">{text}</Alert.Title></Alert.Root>
  );
}

/** Done with a page: its tab closes and the list it came from opens (BladeX closes the tag too). */
function useLeavePage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (to: string) => {
    closeTab(pathname + search);
    void navigate(to);
  };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** /work/process/leave/form/:processDefinitionId — start-process with the leave's fields. */
export function LeaveFormPage() {
  const lang = useLang();
  const { processDefinitionId = '' } = useParams();
  const navigate = useNavigate();
  const leavePage = useLeavePage();
  const qc = useQueryClient();
  const [values, setValues] = useState<Row>({ taskUser: '', startTime: '', endTime: '', days: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (prop: string, v: unknown) =>
    setValues((old) => {
      const next = { ...old, [prop]: v };
      // The days follow the dates until the user types their own.
      if ((prop === 'startTime' || prop === 'endTime') && next.startTime && next.endTime) next.days = leaveDays(String(next.startTime), String(next.endTime));
      return next;
    });
  const submit = async () => {
    const errs: Record<string, string> = {};
    for (const f of fields) if (values[f.prop] === '' || values[f.prop] == null || String(values[f.prop]).trim() === '') errs[f.prop] = f.required[lang];
    if (!errs.startTime && !errs.endTime && String(values.endTime) < String(values.startTime)) errs.endTime = t.endBeforeStart[lang];
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setServerError('');
    try {
      await http.post('/blade-desk/process/leave/start-process', {
        body: { processDefinitionId, taskUser: toTaskUser(values.taskUser), startTime: values.startTime, endTime: values.endTime, days: Number(values.days), reason: values.reason },
      });
      notify.success(t.started[lang]);
      void qc.invalidateQueries({ queryKey: [currentIdentity().tenantId, 'blade-flow/work'] });
      leavePage('/work/send/index');
    } catch (e) {
      setServerError(errorText(e)); // every typed value stays; the server's message shows as text
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t.form[lang]} testId="leave-form">
      <Section title={t.leave[lang]}>
        <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Stack gap="3">
          <ServerError text={serverError} />
          <Grid templateColumns="repeat(24, 1fr)" columnGap="4" rowGap="3">
            {fields.map((f) => {
              const id = `field-${f.prop}`;
              return (
                <Box key={f.prop} gridColumn={`span ${f.span ?? 24}`}>
                  <Field.Root invalid={!!errors[f.prop]} required orientation="horizontal" alignItems="flex-start">
                    <Field.Label htmlFor={id} minW="110px" pt="2" justifyContent="flex-end">{f.label[lang]}</Field.Label>
                    <Box flex="1" minW="0">
                      <FieldInput col={f} lang={lang} id={id} value={values[f.prop]} onChange={(v) => set(f.prop, v)} onBlur={() => undefined} />
                      {errors[f.prop] && <Field.ErrorText>{errors[f.prop]}</Field.ErrorText>}
                    </Box>
                  </Field.Root>
                </Box>
              );
            })}
          </Grid>
          <HStack pl="126px">
            <Button type="submit" size="sm" colorPalette="brand" loading={busy}>{t.submit[lang]}</Button>
            <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>{t.back[lang]}</Button>
          </HStack>
        </Stack>
        </form>
      </Section>
    </Page>
  );
}

function useLeave(businessId: string) {
  return useQuery({
    queryKey: [currentIdentity().tenantId, 'blade-desk/process/leave', 'detail', businessId] as const,
    queryFn: () => http.get<Row>('/blade-desk/process/leave/detail', { businessId }),
    enabled: !!businessId,
    staleTime: 0,
  });
}

function useHistory(processInstanceId: string) {
  return useQuery({
    queryKey: [currentIdentity().tenantId, 'blade-flow/process', 'history-flow-list', processInstanceId] as const,
    queryFn: () => http.get<Row[]>('/blade-flow/process/history-flow-list', { processInstanceId }),
    enabled: !!processInstanceId,
    staleTime: 0,
  });
}

const shown = (v: unknown) => (v == null || v === '' ? '—' : String(v));

/** The leave as read-only rows; the approver shows by name when the user list knows the id. */
function LeaveInfo({ businessId, lang }: { businessId: string; lang: Lang }) {
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
  const userName = (v: unknown) => {
    const id = String(v ?? '').replace(/^taskUser_/, '');
    return users.data?.find((u) => u.value === id)?.label ?? shown(v);
  };
  const rows: Array<[string, string]> = [
    ...fields.map((f): [string, string] => [f.label[lang], f.prop === 'taskUser' ? userName(leave.taskUser) : shown(leave[f.prop])]),
    [lang === 'zh' ? '申请时间' : 'Applied', shown(leave.applyTime ?? leave.createTime)],
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
function History({ processInstanceId, lang }: { processInstanceId: string; lang: Lang }) {
  const { data, isLoading } = useHistory(processInstanceId);
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
            <Table.Cell>{shown(h.assigneeName ?? h.assignee)}</Table.Cell>
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

/** /work/process/leave/handle/:taskId/:processInstanceId/:businessId — approve or reject with a comment. */
export function LeaveHandlePage() {
  const lang = useLang();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const navigate = useNavigate();
  const leavePage = useLeavePage();
  const qc = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState<'ok' | 'reject' | null>(null);

  const complete = async (flag: 'ok' | 'reject') => {
    // A rejection needs its reason; an approval without one is recorded as 同意.
    if (flag === 'reject' && !comment.trim()) return setError(t.needComment[lang]);
    setError('');
    setServerError('');
    setBusy(flag);
    try {
      await http.post('/blade-flow/work/complete-task', {
        body: { taskId, processInstanceId, comment: comment.trim() || t.agree[lang], flag },
      });
      notify.success(t.done[lang]);
      void qc.invalidateQueries({ queryKey: [currentIdentity().tenantId, 'blade-flow/work'] });
      leavePage('/work/todo/index');
    } catch (e) {
      setServerError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={t.handle[lang]} testId="leave-handle">
      <Section title={t.leave[lang]}><LeaveInfo businessId={businessId} lang={lang} /></Section>
      <Section title={t.history[lang]}><History processInstanceId={processInstanceId} lang={lang} /></Section>
      <Section title={t.approval[lang]}>
        <Stack gap="3">
          <ServerError text={serverError} />
          <Field.Root invalid={!!error} orientation="horizontal" alignItems="flex-start">
            <Field.Label htmlFor="field-comment" minW="110px" pt="2" justifyContent="flex-end">{t.comment[lang]}</Field.Label>
            <Box flex="1">
              <Textarea id="field-comment" name="comment" rows={3} value={comment} onChange={(e) => { setComment(e.target.value); if (error) setError(''); }} />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Box>
          </Field.Root>
          <HStack pl="126px">
            <Button size="sm" colorPalette="brand" loading={busy === 'ok'} disabled={!!busy} onClick={() => void complete('ok')}>{t.agree[lang]}</Button>
            <Button size="sm" colorPalette="red" variant="outline" loading={busy === 'reject'} disabled={!!busy} onClick={() => void complete('reject')}>{t.reject[lang]}</Button>
            <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>{t.back[lang]}</Button>
          </HStack>
        </Stack>
      </Section>
    </Page>
  );
}

/** /work/process/leave/detail/:processInstanceId/:businessId — the leave and its history, read-only. */
export function LeaveDetailPage() {
  const lang = useLang();
  const { processInstanceId = '', businessId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Page title={t.detail[lang]} testId="leave-detail">
      <Section title={t.leave[lang]}><LeaveInfo businessId={businessId} lang={lang} /></Section>
      <Section title={t.history[lang]}><History processInstanceId={processInstanceId} lang={lang} /></Section>
      <HStack><Button size="sm" variant="outline" onClick={() => void navigate(-1)}>{t.back[lang]}</Button></HStack>
    </Page>
  );
}
