// What deploy-upload reads from a process file: the BPMN's <process id= name=> and its user
// tasks, from a .bpmn/.bpmn20.xml/.xml file or from the BPMN entries of a .zip (stored or
// deflated entries, read from the archive's central directory).
import { unzipSync } from 'fflate';
import { badRequest } from '../../wire.ts';

export const ACCEPTED = /\.(bpmn20\.xml|bpmn|xml|zip)$/i;
const BPMN = /\.(bpmn20\.xml|bpmn|xml)$/i;

export interface UploadedProcess {
  key: string;
  name: string;
  resourceName: string;
  /** The names of its user tasks, in document order (the diagram draws them). */
  steps: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]);
const attr = (attrs: string, name: string) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attrs);
  return m ? unescape(m[2] ?? m[3] ?? '').trim() : '';
};
/** leave.bpmn20.xml -> leave */
const baseName = (file: string) => file.replace(/^.*[\\/]/, '').replace(ACCEPTED, '');

/** The process of one BPMN document; without a <process> element, the file name names it. */
export function processOf(xml: string, fileName: string): UploadedProcess {
  const text = xml.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<')) throw badRequest(`流程文件不是合法的 XML: ${fileName}`);
  const process = /<(?:[\w-]+:)?process\b([^>]*)>/.exec(text);
  const key = (process && attr(process[1], 'id')) || baseName(fileName);
  if (!key) throw badRequest(`流程文件缺少流程标识: ${fileName}`);
  const steps = [...text.matchAll(/<(?:[\w-]+:)?userTask\b([^>]*)>/g)].map((m) => attr(m[1], 'name') || attr(m[1], 'id')).filter(Boolean);
  return { key, name: (process && attr(process[1], 'name')) || key, resourceName: fileName.replace(/^.*[\\/]/, ''), steps };
}

/** The processes of an uploaded file; a file of another type, or an archive without one, is refused. */
export function processesIn(fileName: string, data: Buffer): UploadedProcess[] {
  if (!ACCEPTED.test(fileName)) throw badRequest(`不支持的流程文件: ${fileName} (仅支持 .bpmn, .bpmn20.xml, .xml, .zip)`);
  if (BPMN.test(fileName)) return [processOf(data.toString('utf8'), fileName)];
  let entries: Array<{ name: string; data: Buffer }>;
  try {
    entries = Object.entries(unzipSync(data)).map(([name, bytes]) => ({ name, data: Buffer.from(bytes) }));
  } catch {
    throw badRequest(`压缩包无法读取: ${fileName}`);
  }
  const found = entries.filter((e) => BPMN.test(e.name)).map((e) => processOf(e.data.toString('utf8'), e.name));
  if (!found.length) throw badRequest(`压缩包中没有流程文件: ${fileName}`);
  return found;
}
