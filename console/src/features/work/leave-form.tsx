import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Box, Button, Field, Grid, HStack, Stack } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { http } from '@/resources/data';
import { FieldInput } from '@/resources/field-input';
import { currentIdentity } from '@/resources/queries';
import type { Row } from '@/resources/types';
import { errorText, fields, leaveDays, Page, Section, ServerError, t, useLang, useLeavePage } from './leave-parts';

/**
 * /work/process/leave/form/:processDefinitionId — start-process with the leave's fields. taskUser
 * goes as the bare user id: the server assigns the task to taskUser_<id> itself.
 */
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
        body: { processDefinitionId, taskUser: String(values.taskUser), startTime: values.startTime, endTime: values.endTime, days: Number(values.days), reason: values.reason },
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
