import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Field, HStack, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { resourceKey } from '@/lib/blade';
import type { TextKey, Translate } from '@/resources/texts';
import type { Row } from '@/resources/types';
import { DiagramImage } from './diagram-dialog';
import { errorText, History, LeaveInfo, Page, Section, ServerError, useLeave, useLeavePage, useLeaveTexts } from './leave-parts';

/** The applicant's step after a 驳回 (the sandbox's leave process; BladeX leaves taskDefinitionKey empty). */
const ADJUST_STEP = 'applicantAdjust';

type Choice = { flag: string; label: TextKey; needsComment: boolean; defaultComment: TextKey; danger?: boolean };

/** An approver approves (flag ok) or rejects with a reason; the applicant resubmits (ok) or withdraws. */
function choicesOf(flow: Row): [Choice, Choice] {
  if (flow.taskDefinitionKey === ADJUST_STEP) {
    return [
      { flag: 'ok', label: 'work:leave.resubmit', needsComment: false, defaultComment: 'work:leave.resubmit' },
      { flag: 'withdraw', label: 'work:leave.withdraw', needsComment: false, defaultComment: 'work:leave.withdraw', danger: true },
    ];
  }
  return [
    { flag: 'ok', label: 'work:leave.agree', needsComment: false, defaultComment: 'work:leave.agree' },
    { flag: 'reject', label: 'work:leave.reject', needsComment: true, defaultComment: 'work:leave.reject', danger: true },
  ];
}

/** /work/process/leave/handle/:taskId/:processInstanceId/:businessId — the task of whichever step the leave is at. */
export function LeaveHandlePage() {
  const t = useLeaveTexts();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const navigate = useNavigate();
  const leave = useLeave(businessId);
  const flow = (leave.data?.flow ?? {}) as Row;
  // The leave names the task it waits at (a real BladeX does not: then this task is taken as it).
  const handled = flow.status === 'finish' || (!!flow.taskId && flow.taskId !== taskId);
  return (
    <Page title={t('work:leave.handle')} testId="leave-handle">
      <Section title={t('work:leave.leave')}>
        <LeaveInfo businessId={businessId} t={t} />
      </Section>
      <Section title={t('work:leave.history')}>
        <History processInstanceId={processInstanceId} t={t} />
      </Section>
      <Section title={t('work:leave.track')}>
        <DiagramImage of={{ processInstanceId }} t={t} />
      </Section>
      <Section title={t('work:leave.approval')}>
        {leave.isLoading && <Spinner />}
        {!leave.isLoading && handled && (
          <Stack gap="3">
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                {t('work:leave.handled')}
                {String(flow.taskName ?? '')}
              </Alert.Title>
            </Alert.Root>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
                {t('work:leave.back')}
              </Button>
            </HStack>
          </Stack>
        )}
        {!leave.isLoading && !handled && (
          <Approval
            key={String(flow.taskDefinitionKey ?? '')}
            choices={choicesOf(flow)}
            taskId={taskId}
            processInstanceId={processInstanceId}
            t={t}
          />
        )}
      </Section>
    </Page>
  );
}

function Approval({
  choices,
  taskId,
  processInstanceId,
  t,
}: {
  choices: [Choice, Choice];
  taskId: string;
  processInstanceId: string;
  t: Translate;
}) {
  const navigate = useNavigate();
  const leavePage = useLeavePage();
  const qc = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const complete = async (choice: Choice) => {
    // A rejection needs its reason; otherwise an empty comment is recorded as the button's word.
    if (choice.needsComment && !comment.trim()) return setError(t('work:leave.needComment'));
    setError('');
    setServerError('');
    setBusy(choice.flag);
    try {
      const body = { taskId, processInstanceId, comment: comment.trim() || t(choice.defaultComment), flag: choice.flag };
      await blade.call(api.POST('/blade-flow/work/complete-task', { body }));
      notify.success(t('work:leave.done'));
      void qc.invalidateQueries({ queryKey: [...resourceKey('blade-flow/work')] });
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
        <Field.Label htmlFor="field-comment" minW="110px" pt="2" justifyContent="flex-end">
          {t('work:leave.comment')}
        </Field.Label>
        <Box flex="1">
          <Textarea
            id="field-comment"
            name="comment"
            rows={3}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              if (error) setError('');
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Box>
      </Field.Root>
      <HStack pl="126px">
        {choices.map((c) => (
          <Button
            key={c.flag}
            size="sm"
            colorPalette={c.danger ? 'red' : 'brand'}
            variant={c.danger ? 'outline' : 'solid'}
            loading={busy === c.flag}
            disabled={!!busy}
            onClick={() => void complete(c)}
          >
            {t(c.label)}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
          {t('work:leave.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
