import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { col } from '@/resources/columns';
import { http } from '@/resources/data';
import { FieldInput } from '@/resources/field-input';
import type { Lang, Text as T } from '@/resources/types';
import { flowCategory } from './flow-routes';

const t = {
  title: { zh: '流程部署', en: 'Deploy process files' },
  category: { zh: '流程分类', en: 'Category' },
  tenantIds: { zh: '租户ID', en: 'Tenant ids' },
  tenantHint: { zh: '逗号分隔, 为空则部署到全部租户', en: 'comma separated; empty deploys to every tenant' },
  files: { zh: '流程文件', en: 'Process files' },
  filesHint: { zh: '*.bpmn20.xml / *.bpmn / *.xml / *.zip', en: '*.bpmn20.xml / *.bpmn / *.xml / *.zip' },
  needCategory: { zh: '请选择流程分类', en: 'please select category' },
  needFiles: { zh: '请上传流程文件', en: 'please upload process files' },
  badFile: { zh: '仅支持 .bpmn, .bpmn20.xml, .xml, .zip 文件: ', en: 'only .bpmn, .bpmn20.xml, .xml and .zip files: ' },
  deploy: { zh: '部署', en: 'Deploy' },
  deployed: { zh: '部署成功', en: 'deployed successfully' },
} satisfies Record<string, T>;

const categoryCol = col('category', '流程分类', 'Category', { type: 'select', dict: { code: 'flow' } });
const tenantCol = col('tenantIds', '租户ID', 'Tenant ids');
const PROCESS_FILE = /\.(bpmn20\.xml|bpmn|xml|zip)$/i;

/**
 * POST blade-flow/manager/deploy-upload (multipart: category as flow_<dictKey>, tenantIds, files):
 * the generic form's upload stores a file through put-file, so this small form sends the files itself.
 */
export function DeployUpload() {
  const lang = useStore(prefs, (p) => p.language);
  const [category, setCategory] = useState('');
  const [tenantIds, setTenantIds] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string; files?: string }>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    const wrong = files.filter((f) => !PROCESS_FILE.test(f.name)).map((f) => f.name);
    const next = { category: category ? undefined : t.needCategory[lang], files: !files.length ? t.needFiles[lang] : wrong.length ? t.badFile[lang] + wrong.join(', ') : undefined };
    setErrors(next);
    if (next.category || next.files) return;
    const form = new FormData();
    form.append('category', flowCategory(category));
    form.append('tenantIds', tenantIds);
    for (const f of files) form.append('files', f, f.name);
    setBusy(true);
    setServerError('');
    try {
      await http.postForm('/blade-flow/manager/deploy-upload', form);
      notify.success(t.deployed[lang]);
      setFiles([]);
      setInputKey((k) => k + 1);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form data-testid="deploy-upload" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
    <Stack gap="4">
      {serverError && (
        <Alert.Root status="error" size="sm"><Alert.Indicator /><Alert.Title data-testid="server-error">{serverError}</Alert.Title></Alert.Root>
      )}
      <Row label={t.category[lang]} id="field-category" error={errors.category}>
        <FieldInput col={categoryCol} lang={lang} id="field-category" value={category} onChange={(v) => setCategory(String(v ?? ''))} onBlur={() => undefined} />
      </Row>
      <Row label={t.tenantIds[lang]} id="field-tenantIds" hint={t.tenantHint[lang]}>
        <FieldInput col={tenantCol} lang={lang} id="field-tenantIds" value={tenantIds} onChange={(v) => setTenantIds(String(v ?? ''))} onBlur={() => undefined} />
      </Row>
      <Row label={t.files[lang]} id="field-files" error={errors.files} hint={t.filesHint[lang]}>
        <input key={inputKey} id="field-files" name="files" type="file" multiple accept=".xml,.bpmn,.zip,text/xml,application/xml,application/zip"
          onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        {files.length > 0 && <Text fontSize="sm" color="fg.muted" mt="1">{files.map((f) => f.name).join(', ')}</Text>}
      </Row>
      <HStack pl="126px"><Button type="submit" size="sm" colorPalette="brand" loading={busy}>{t.deploy[lang]}</Button></HStack>
    </Stack>
    </form>
  );
}

function Row({ label, id, error, hint, children }: { label: string; id: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} orientation="horizontal" alignItems="flex-start">
      <Field.Label htmlFor={id} minW="110px" pt="2" justifyContent="flex-end">{label}</Field.Label>
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
  const lang: Lang = useStore(prefs, (p) => p.language);
  return (
    <Box p="4" maxW="720px" data-testid="flow-deploy">
      <Heading size="md" mb="4">{t.title[lang]}</Heading>
      <DeployUpload />
    </Box>
  );
}
