// The Excel imports' shared first steps (users, regions, purchase orders): the workbook uploaded as
// the multipart part `file`, its first sheet read, and its header mapped onto a resource's fields.
import type { Resource } from '../../records.ts';
import { badRequest, MSG } from '../../wire.ts';
import { readFirstSheet } from '../../xlsx.ts';
import type { Call } from '../../call.ts';

/** The first sheet of the uploaded workbook as rows of cell texts, or the 400 R saying what is wrong with the upload. */
export async function uploadedSheet(c: Call): Promise<string[][]> {
  if (!c.req.isMultipart()) throw badRequest('请以 multipart/form-data 上传 Excel 文件');
  const file = await c.req.file();
  if (!file) throw badRequest(`${MSG.missing}: file`);
  try {
    return readFirstSheet(await file.toBuffer());
  } catch {
    throw badRequest(`无法读取 Excel 文件: ${file.filename} (请上传 .xlsx 文件)`);
  }
}

/** A header's fields: a cell names a field by its contract title (采购单号) or its own name (purchaseNo); others are undefined. */
export function columnsByTitle(header: string[], res: Resource): Array<string | undefined> {
  const byTitle = new Map(Object.entries(res.props).map(([k, s]) => [String(s.title ?? ''), k]));
  return header.map((h) => h.trim()).map((h) => (h in res.props ? h : byTitle.get(h)));
}
