import type { Lang, Text } from './types';

/** The framework's own texts; spec texts (§5, §8) are quoted exactly. */
export const ui = {
  search: { zh: '搜索', en: 'Search' },
  reset: { zh: '清空', en: 'Reset' },
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  view: { zh: '查看', en: 'View' },
  remove: { zh: '删除', en: 'Delete' },
  batchRemove: { zh: '批量删除', en: 'Delete selected' },
  export: { zh: '导出', en: 'Export' },
  exportCsv: { zh: '导出 CSV', en: 'Export CSV' },
  exportXlsx: { zh: '导出 Excel', en: 'Export Excel' },
  columns: { zh: '列设置', en: 'Columns' },
  refresh: { zh: '刷新', en: 'Refresh' },
  operations: { zh: '操作', en: 'Actions' },
  index: { zh: '#', en: '#' },
  save: { zh: '保存', en: 'Save' },
  submit: { zh: '提交', en: 'Submit' },
  cancel: { zh: '取消', en: 'Cancel' },
  close: { zh: '关闭', en: 'Close' },
  ok: { zh: '确定', en: 'OK' },
  total: { zh: '共 {n} 条', en: '{n} records' },
  perPage: { zh: '{n}条/页', en: '{n} / page' },
  prev: { zh: '上一页', en: 'Previous' },
  next: { zh: '下一页', en: 'Next' },
  noData: { zh: '暂无数据', en: 'No data' },
  loading: { zh: '加载中', en: 'Loading' },
  createFrom: { zh: '创建时间起', en: 'Created from' },
  createTo: { zh: '创建时间止', en: 'Created to' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  pleaseSelect: { zh: '请选择', en: 'Please select' },
  upload: { zh: '上传', en: 'Upload' },
  unsaved: { zh: '有未保存的修改, 确定关闭?', en: 'There are unsaved changes. Close anyway?' },
  notFound: { zh: '未找到该页面的配置', en: 'No screen is configured for this menu' },
  expand: { zh: '展开', en: 'Expand' },
  collapse: { zh: '收起', en: 'Collapse' },
  // spec §5 and §8, exactly
  selectOne: { zh: '请选择至少一条数据', en: 'please select at least one record' },
  confirmRemove: { zh: '确定将选择数据删除?', en: 'confirm deletion of selected data?' },
  added: { zh: '添加成功', en: 'added successfully' },
  updated: { zh: '修改成功', en: 'updated successfully' },
  removed: { zh: '删除成功', en: 'deleted successfully' },
  done: { zh: '操作成功', en: 'operation successful' },
  avatarType: { zh: '头像只能是 jpg/png 格式', en: 'avatar must be jpg or png' },
  avatarSize: { zh: '头像大小不能超过 500kb', en: 'avatar must be at most 500kb' },
  fileType: { zh: '文件格式不正确', en: 'wrong file type' },
  fileSize: { zh: '文件大小不能超过 {n}kb', en: 'file must be at most {n}kb' },
} satisfies Record<string, Text>;

export type UiKey = keyof typeof ui;

/** The text in `lang`, with {n}-style placeholders filled. */
export function tr(text: Text, lang: Lang, vars: Record<string, string | number> = {}): string {
  return text[lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
