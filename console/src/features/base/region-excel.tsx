import { Button } from '@chakra-ui/react';
import { formData } from '@dasha/sdk';
import type { ActionDef } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { choices, type Translate } from '@/resources/texts';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type SheetPath = '/blade-system/region/export-region' | '/blade-system/region/export-template';

/**
 * Saves one of the region sheets. BladeX reads the token of these window-opened exports from the
 * `blade-auth` query parameter; the SDK's header goes along too.
 */
async function saveSheet(path: SheetPath, name: string): Promise<void> {
  const query = { 'blade-auth': `bearer ${blade.session.get()?.token ?? ''}` };
  const sheet = await blade.call(api.GET(path, { params: { query }, parseAs: 'blob' }));
  saveFile(`${name}.xlsx`, sheet as Blob);
}

/** 导出 (region_export): every region as RegionExcel's sheet (export-region). */
export const regionExport: ActionDef = {
  name: 'export',
  scope: 'toolbar',
  label: 'base:region.actions.export',
  permission: 'region_export',
  success: 'resources:downloadStarted',
  run: () => saveSheet('/blade-system/region/export-region', `行政区划数据${Date.now()}`),
};

/** The import dialog's 模板下载: RegionExcel's header row (export-template). */
function TemplateButton({ t }: { t: Translate }) {
  const download = () =>
    saveSheet('/blade-system/region/export-template', '行政区划模板').then(
      () => notify.success(t('resources:downloadStarted')),
      () => undefined,
    );
  return (
    <Button variant="outline" size="sm" onClick={() => void download()} data-testid="region-template">
      {t('base:region.actions.template')}
    </Button>
  );
}

/** 导入 (region_import): an .xlsx of regions, overwriting the existing ones or not (import-region). */
export const regionImport: ActionDef = {
  name: 'import',
  scope: 'toolbar',
  label: 'base:region.actions.import',
  permission: 'region_import',
  form: {
    width: 520,
    columns: [
      col('file', { type: 'file', upload: { accept: [XLSX, '.xlsx'], maxKb: 10240 } }),
      col('isCovered', { type: 'radio', options: choices('base:region.options.isCovered', ['0', '1']) }),
    ],
    rules: required('file', 'isCovered'),
    initial: () => ({ file: '', isCovered: '0' }),
    extra: (t) => <TemplateButton t={t} />,
  },
  run: ({ values }) =>
    blade.call(
      api.POST('/blade-system/region/import-region', {
        params: { query: { isCovered: values?.isCovered === '1' ? 1 : 0 } },
        body: { file: values?.file as File },
        bodySerializer: formData,
      }),
    ),
};
