import { useState, type ReactNode } from 'react';
import { Box, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ServerError } from '@/resources/server-error';
import { notify } from '@/lib/notify';
import { col } from '@/resources/columns';
import { blade } from '@/lib/blade';
import { formData } from '@dasha/sdk';
import { api } from '@/lib/api';
import { FieldInput } from '@/resources/field-input';
import { required } from '@/resources/rules';
import { columnLabel, ruleMessages, useTexts } from '@/resources/texts';
import { flowCategory } from './flow-routes';

const TEXTS = 'work:deployPage';
const categoryCol = col('category', { type: 'select', dict: { code: 'flow' } });
const tenantCol = col('tenantIds');

/** manager/check-upload of each file, as Saber's deploy page asks before deploying: the names it refuses. */
async function refusedFiles(files: File[]): Promise<string[]> {
  const checks = await Promise.all(
    files.map((file) => blade.call(api.POST('/blade-flow/manager/check-upload', { body: { file }, bodySerializer: formData }))),
  );
  return checks.map((check, i) => (check.success ? '' : check.name || files[i].name)).filter(Boolean);
}

/**
 * POST blade-flow/manager/deploy-upload (multipart: category as flow_<dictKey>, tenantIds, files):
 * the generic form's upload stores a file through put-file, so this small form sends the files itself.
 */
export function DeployUpload() {
  const t = useTexts(TEXTS);
  const categoryField = { ...categoryCol, text: columnLabel(t, TEXTS, categoryCol) };
  const tenantField = { ...tenantCol, text: columnLabel(t, TEXTS, tenantCol) };
  const [category, setCategory] = useState('');
  const [tenantIds, setTenantIds] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string; files?: string }>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    const next = {
      category: category ? undefined : ruleMessages(t, TEXTS, required('category'), [categoryField]).category,
      files: files.length ? undefined : t('work:deployPage.needFiles'),
    };
    setErrors(next);
    if (next.category || next.files) return;
    setBusy(true);
    setServerError('');
    try {
      // BladeX checks each file first (check-upload) and deploys only when every one passes.
      const refused = await refusedFiles(files);
      if (refused.length) {
        setErrors({ files: t('work:deployPage.badFile') + refused.join(', ') });
        return;
      }
      const body = { category: flowCategory(category), tenantIds, files };
      await blade.call(api.POST('/blade-flow/manager/deploy-upload', { body, bodySerializer: formData }));
      notify.success(t('work:deployPage.deployed'));
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="deploy-upload"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <ServerError message={serverError} mb="0" />
        <Row label={categoryField.text} id="field-category" error={errors.category}>
          <FieldInput
            col={categoryField}
            id="field-category"
            value={category}
            onChange={(v) => setCategory(String(v ?? ''))}
            onBlur={() => undefined}
          />
        </Row>
        <Row label={tenantField.text} id="field-tenantIds" hint={t('work:deployPage.tenantHint')}>
          <FieldInput
            col={tenantField}
            id="field-tenantIds"
            value={tenantIds}
            onChange={(v) => setTenantIds(String(v ?? ''))}
            onBlur={() => undefined}
          />
        </Row>
        <Row label={t('work:deployPage.fields.files')} id="field-files" error={errors.files} hint={t('work:deployPage.filesHint')}>
          <input
            key={inputKey}
            id="field-files"
            name="files"
            type="file"
            multiple
            accept=".xml,text/xml,application/xml"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
          {files.length > 0 && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {files.map((f) => f.name).join(', ')}
            </Text>
          )}
        </Row>
        <HStack pl="126px">
          <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
            {t('work:deployPage.deploy')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Row({ label, id, error, hint, children }: { label: string; id: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} orientation="horizontal" alignItems="flex-start">
      <Field.Label htmlFor={id} minW="110px" pt="2" justifyContent="flex-end">
        {label}
      </Field.Label>
      <Box flex="1" minW="0" pt={id === 'field-files' ? 2 : 0}>
        {children}
        {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Box>
    </Field.Root>
  );
}

/** /flow/deploy: the form as a page. */
export function DeployPage() {
  const t = useTexts(TEXTS);
  return (
    <Box p="4" maxW="720px" data-testid="flow-deploy">
      <Heading size="md" mb="4">
        {t('work:deployPage.title')}
      </Heading>
      <DeployUpload />
    </Box>
  );
}
