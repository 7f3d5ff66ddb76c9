import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Code, Text } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { choices, columnLabel, ruleMessages } from '@/resources/texts';
import type { ColumnDef, Row, ShownColumn } from '@/resources/types';
import { GallerySection, useGalleryTexts } from './section';

// The dialog (react-hook-form, zod and the pickers) loads when first opened, as on a list screen.
const ResourceFormDialog = lazy(() => import('@/resources/resource-form').then((m) => ({ default: m.ResourceFormDialog })));

const FORM = 'gallery:form';

/** One field of each type the form dialog offers; the radio reads the `sex` dictionary and the tree the departments, through the SDK. */
const fields: ColumnDef[] = [
  col('name', { span: 12 }),
  col('age', { type: 'number', span: 12 }),
  col('level', { type: 'select', options: choices('gallery:form.options.level', ['1', '2', '3']), span: 12 }),
  col('sex', { type: 'radio', dict: { code: 'sex' }, span: 12 }),
  col('enabled', { type: 'switch', defaultValue: 1, span: 12 }),
  col('birthday', { type: 'date', span: 12 }),
  col('meetAt', { type: 'datetime', span: 12 }),
  col('deptId', { type: 'tree', tree: { url: '/blade-system/dept/tree' }, span: 12 }),
  col('avatar', { type: 'upload' }),
  col('remark', { type: 'textarea' }),
];
/** Typed, picked and tree-picked: the three kinds of 请输入/请选择 message. */
const rules = required('name', 'sex', 'deptId');
const initial: Row = Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.prop, f.defaultValue]));

/** The generic add/edit dialog with every field type; saving only shows what was submitted. */
export function FormDemo() {
  const t = useGalleryTexts();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<Row | null>(null);
  const columns = useMemo<ShownColumn[]>(() => fields.map((f) => ({ ...f, text: columnLabel(t, FORM, f) })), [t]);
  return (
    <GallerySection id="form" title={t('gallery:form.title')} hint={t('gallery:form.hint')}>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        {t('gallery:form.open')}
      </Button>
      <Text fontSize="sm" fontWeight="medium" mt="3" mb="1">
        {t('gallery:form.lastValues')}
      </Text>
      {last ? (
        // As text: whatever was typed is shown, never interpreted.
        <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs" data-testid="gallery-form-values">
          {JSON.stringify(last, null, 2)}
        </Code>
      ) : (
        <Box fontSize="sm" color="fg.muted">
          {t('gallery:form.nothingYet')}
        </Box>
      )}
      <Suspense>
        {open && (
          <ResourceFormDialog
            title={t('gallery:form.dialogTitle')}
            mode="add"
            columns={columns}
            initial={initial}
            required={ruleMessages(t, FORM, rules, columns)}
            onClose={() => setOpen(false)}
            onSubmit={async (values) => {
              setLast(values);
              notify.success(t('gallery:form.saved'));
              setOpen(false);
            }}
          />
        )}
      </Suspense>
    </GallerySection>
  );
}
