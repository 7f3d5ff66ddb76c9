import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Box, Button, Field, Grid, HStack, Stack } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { FieldInput } from '@/resources/field-input';
import { resourceKey } from '@/lib/blade';
import { ruleMessages } from '@/resources/texts';
import type { Row } from '@/resources/types';
import {
  errorText,
  fieldRules,
  leaveDays,
  LEAVE,
  Page,
  Section,
  ServerError,
  shownFields,
  useLeavePage,
  useLeaveTexts,
} from './leave-parts';

/**
 * /work/process/leave/form/:processDefinitionId — start-process with the leave's fields. taskUser
 * goes as the bare user id: the server assigns the task to taskUser_<id> itself.
 */
export function LeaveFormPage() {
  const t = useLeaveTexts();
  const fields = shownFields(t);
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
      if ((prop === 'startTime' || prop === 'endTime') && next.startTime && next.endTime)
        next.days = leaveDays(String(next.startTime), String(next.endTime));
      return next;
    });
  const submit = async () => {
    const errs: Record<string, string> = {};
    const messages = ruleMessages(t, LEAVE, fieldRules, fields);
    for (const f of fields)
      if (values[f.prop] === '' || values[f.prop] == null || String(values[f.prop]).trim() === '') errs[f.prop] = messages[f.prop]!;
    if (!errs.startTime && !errs.endTime && String(values.endTime) < String(values.startTime))
      errs.endTime = t('work:leave.endBeforeStart');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setServerError('');
    try {
      const leave = {
        processDefinitionId,
        taskUser: String(values.taskUser),
        startTime: String(values.startTime),
        endTime: String(values.endTime),
        days: Number(values.days),
        reason: String(values.reason),
      };
      await blade.call(api.POST('/blade-desk/process/leave/start-process', { body: leave }));
      notify.success(t('work:leave.started'));
      void qc.invalidateQueries({ queryKey: [...resourceKey('blade-flow/work')] });
      leavePage('/work/send/index');
    } catch (e) {
      setServerError(errorText(e)); // every typed value stays; the server's message shows as text
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('work:leave.form')} testId="leave-form">
      <Section title={t('work:leave.leave')}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="3">
            <ServerError text={serverError} />
            <Grid templateColumns="repeat(24, 1fr)" columnGap="4" rowGap="3">
              {fields.map((f) => {
                const id = `field-${f.prop}`;
                return (
                  <Box key={f.prop} gridColumn={`span ${f.span ?? 24}`}>
                    <Field.Root invalid={!!errors[f.prop]} required orientation="horizontal" alignItems="flex-start">
                      <Field.Label htmlFor={id} minW="110px" pt="2" justifyContent="flex-end">
                        {f.text}
                      </Field.Label>
                      <Box flex="1" minW="0">
                        <FieldInput col={f} id={id} value={values[f.prop]} onChange={(v) => set(f.prop, v)} onBlur={() => undefined} />
                        {errors[f.prop] && <Field.ErrorText>{errors[f.prop]}</Field.ErrorText>}
                      </Box>
                    </Field.Root>
                  </Box>
                );
              })}
            </Grid>
            <HStack pl="126px">
              <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
                {t('work:leave.submit')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
                {t('work:leave.back')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Section>
    </Page>
  );
}
