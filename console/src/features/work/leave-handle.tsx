import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Field, HStack, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { http } from '@/resources/data';
import { currentIdentity } from '@/resources/queries';
import type { Lang, Row, Text as T } from '@/resources/types';
import { errorText, History, LeaveInfo, Page, Section, ServerError, t, useLang, useLeave, useLeavePage } from './leave-parts';

/** The applicant's step after a 驳回 (the sandbox's leave process; BladeX leaves taskDefinitionKey empty). */
const ADJUST_STEP = 'applicantAdjust';

type Choice = { flag: string; label: T; needsComment: boolean; defaultComment: T; danger?: boolean };

/** An approver approves (flag ok) or rejects with a reason; the applicant resubmits (ok) or withdraws. */
function choicesOf(flow: Row): [Choice, Choice] {
  if (flow.taskDefinitionKey === ADJUST_STEP) {
    return [
      { flag: 'ok', label: t.resubmit, needsComment: false, defaultComment: t.resubmit },
      { flag: 'withdraw', label: t.withdraw, needsComment: false, defaultComment: t.withdraw, danger: true },
    ];
  }
  return [
    { flag: 'ok', label: t.agree, needsComment: false, defaultComment: t.agree },
    { flag: 'reject', label: t.reject, needsComment: true, defaultComment: t.reject, danger: true },
  ];
}

/** /work/process/leave/handle/:taskId/:processInstanceId/:businessId — the task of whichever step the leave is at. */
export function LeaveHandlePage() {
  const lang = useLang();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const navigate = useNavigate();
  const leave = useLeave(businessId);
  const flow = (leave.data?.flow ?? {}) as Row;
  // The leave names the task it waits at (a real BladeX does not: then this task is taken as it).
  const handled = flow.status === 'finish' || (!!flow.taskId && flow.taskId !== taskId);
  return (
    <Page title={t.handle[lang]} testId="leave-handle">
      <Section title={t.leave[lang]}><LeaveInfo businessId={businessId} lang={lang} /></Section>
      <Section title={t.history[lang]}><History processInstanceId={processInstanceId} lang={lang} /></Section>
      <Section title={t.approval[lang]}>
        {leave.isLoading && <Spinner />}
        {!leave.isLoading && handled && (
          <Stack gap="3">
            <Alert.Root status="info" size="sm"><Alert.Indicator /><Alert.Title>{t.handled[lang]}{String(flow.taskName ?? '')}</Alert.Title></Alert.Root>
            <HStack><Button size="sm" variant="outline" onClick={() => void navigate(-1)}>{t.back[lang]}</Button></HStack>
          </Stack>
        )}
        {!leave.isLoading && !handled && <Approval key={String(flow.taskDefinitionKey ?? '')} choices={choicesOf(flow)} taskId={taskId} processInstanceId={processInstanceId} lang={lang} />}
      </Section>
    </Page>
  );
}

function Approval({ choices, taskId, processInstanceId, lang }: { choices: [Choice, Choice]; taskId: string; processInstanceId: string; lang: Lang }) {
  const navigate = useNavigate();
  const leavePage = useLeavePage();
  const qc = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const complete = async (choice: Choice) => {
    // A rejection needs its reason; otherwise an empty comment is recorded as the button's word.
    if (choice.needsComment && !comment.trim()) return setError(t.needComment[lang]);
    setError('');
    setServerError('');
    setBusy(choice.flag);
    try {
      await http.post('/blade-flow/work/complete-task', { body: { taskId, processInstanceId, comment: comment.trim() || choice.defaultComment[lang], flag: choice.flag } });
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
        {choices.map((c) => (
          <Button key={c.flag} size="sm" colorPalette={c.danger ? 'red' : 'brand'} variant={c.danger ? 'outline' : 'solid'} loading={busy === c.flag} disabled={!!busy} onClick={() => void complete(c)}>
            {c.label[lang]}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>{t.back[lang]}</Button>
      </HStack>
    </Stack>
  );
}
