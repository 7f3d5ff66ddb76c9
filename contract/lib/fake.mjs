// Plausible Chinese business values for a JSON-schema property, chosen from its name, type and
// title. Deterministic: the same (seed, index) always gives the same value, so the contract's
// examples and the sandbox's seed data are stable across builds.

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '涛',
  '明',
  '超',
  '秀英',
  '晓东',
  '海燕',
  '志强',
  '建华',
];
const CITIES = ['深圳市', '广州市', '杭州市', '苏州市', '成都市', '武汉市', '东莞市', '佛山市'];
const DISTRICTS = ['南山区', '福田区', '宝安区', '龙岗区', '天河区', '西湖区', '高新区'];
const ROADS = ['科技园南路', '深南大道', '滨海大道', '创业路', '工业大道', '高新中一道'];
const COMPANY_WORDS = ['鑫达', '华盛', '远航', '恒通', '联创', '新锐', '嘉禾', '瑞丰', '中科', '金桥'];
const COMPANY_KINDS = ['电子科技', '智能设备', '精密制造', '供应链', '机电', '新材料'];
const PRODUCTS = ['智能净水器', '商用咖啡机', '自助售货机', '空气净化器', '扫地机器人', '智能门锁', '冷链柜', '充电桩'];
const MATERIALS = ['不锈钢外壳', '主控板', '滤芯组件', '电源适配器', '显示屏模组', '密封圈', '电机总成', '传感器'];
const MODELS = ['X1', 'X2 Pro', 'S3', 'M5', 'K8', 'T10'];
const WORDS = ['已与客户确认', '按合同执行', '请尽快处理', '月底前交付', '质量合格', '优先安排'];

/** A small deterministic 32-bit hash of a string. */
export function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const pick = (list, n) => list[n % list.length];
const pad = (n, width) => String(n).padStart(width, '0');

/** A string id like BladeX's snowflake ids, unique per (seed, index). */
export function fakeId(seed, index) {
  return `18${pad(hash(seed) % 1e8, 8)}${pad(index + 1, 9)}`;
}

/** yyyy-MM-dd HH:mm:ss, moving back from 2026-11-20 by index days and a few hours. */
export function fakeDateTime(n) {
  const base = Date.UTC(2026, 10, 20, 9, 30, 0);
  const d = new Date(base - (n % 400) * 86400000 - (n % 9) * 3600000 - (n % 47) * 60000);
  const p2 = (v) => pad(v, 2);
  return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
}

export const fakePerson = (n) => pick(SURNAMES, n) + pick(GIVEN, Math.floor(n / 3));
export const fakeCompany = (n) => `${pick(CITIES, n).replace('市', '')}${pick(COMPANY_WORDS, n + 3)}${pick(COMPANY_KINDS, n)}有限公司`;
export const fakeAddress = (n) => `广东省${pick(CITIES, n)}${pick(DISTRICTS, n)}${pick(ROADS, n)}${(n % 90) + 10}号`;
export const fakePhone = (n) => `1${pick(['38', '39', '58', '86', '77', '50'], n)}${pad(hash(`p${n}`) % 1e8, 8)}`;

const PERSON =
  /(realname|username|linkman|contact(name|person)?$|person|assignee|principal|manager|leader|nickname|creatorname|applicant|worker|repairman|technician|salesman|customername|auditor|operator|handler|receiver|consignee)/;
const CODE = /(code|no|num|number|sn|serial|sku|barcode)$/;

/** A string value from the property's name and title: the most specific rule first. */
function fakeString(name, title, n, context) {
  const k = name.toLowerCase();
  const label = title || context.title || '';
  if (k.endsWith('ids')) return `${fakeId(name, n)},${fakeId(name, n + 1)}`;
  if (k === 'id' || (k.endsWith('id') && !/(valid|paid|android)$/.test(k))) return fakeId(name, n);
  if (k.includes('time') || k.includes('date') || k === 'birthday') return fakeDateTime(n);
  if (k.includes('phone') || k.includes('mobile') || k.endsWith('tel') || k === 'contactnumber') return fakePhone(n);
  if (k.includes('email')) return `user${n + 1}@dasha-tech.cn`;
  if (PERSON.test(k) && !k.includes('company')) return fakePerson(n + (hash(name) % 7));
  if (/(avatar|image|img|logo|pic|photo|icon|thumb)/.test(k)) return `https://oss.dasha-tech.cn/images/${name}-${n + 1}.png`;
  if (/(url|link|file|attach|video)/.test(k)) return `https://oss.dasha-tech.cn/files/${name}-${n + 1}.pdf`;
  if (k.endsWith('path')) return `/pages/${name.replace(/path$/i, '') || 'index'}/${n + 1}`;
  if (k.includes('address') || k.includes('addr')) return fakeAddress(n);
  if (k.includes('tenant')) return n % 2 ? '100001' : '000000';
  if (k.includes('account')) return `user${pad(n + 1, 3)}`;
  if (CODE.test(k)) return `${context.codePrefix || codePrefixOf(k)}${pad(202611200001 + n, 12)}`;
  if (/(remark|comment|note|desc|content|reason|opinion|memo)/.test(k)) return `${label || '备注'}：${pick(WORDS, n)}`;
  if (/(company|supplier|customer|enterprise|corp|factory|vendor)/.test(k)) return fakeCompany(n);
  if (k.includes('province')) return '广东省';
  if (k.includes('city')) return pick(CITIES, n);
  if (k.includes('district') || k.includes('area') || k.includes('region')) return pick(DISTRICTS, n);
  if (/(warehouse|store|depot)/.test(k)) return `${pick(CITIES, n).replace('市', '')}${pick(['一号仓', '二号仓', '成品仓', '备件仓'], n)}`;
  if (k.includes('dept')) return pick(['销售部', '售后服务部', '采购部', '生产部', '财务部', '仓储部'], n);
  if (k.includes('materiel') || k.includes('material')) return pick(MATERIALS, n);
  if (/(product|goods|device)/.test(k)) return `${pick(PRODUCTS, n)} ${pick(MODELS, n + 1)}`;
  if (k.includes('brand') || k.includes('barnd')) return `${pick(['大鲨', '蓝鲸', '海豚', '飞鱼', '银鲨'], n)}${n > 4 ? n : ''}`;
  if (k.includes('model') || k.includes('spec')) return pick(MODELS, n);
  if (k.includes('unit')) return pick(['台', '件', '套', '个', '箱'], n);
  if (k.includes('bank')) return pick(['招商银行', '中国工商银行', '中国建设银行', '平安银行'], n);
  if (k.includes('name') || k.includes('title'))
    return `${label.replace(/(名称|标题)$/, '') || '记录'}${pick(['A', 'B', 'C', 'D', 'E'], n)}${Math.floor(n / 5) + 1}`;
  if (k.includes('key')) return `${name}_${n + 1}`;
  if (k.includes('value')) return `${label || '值'}${n + 1}`;
  return `${label || name}${n + 1}`;
}

/** Code prefixes that read like the business's numbering: PO for purchase orders, and so on. */
function codePrefixOf(k) {
  if (k.includes('purchase')) return 'PO';
  if (k.includes('order')) return 'SO';
  if (k.includes('device')) return 'DEV';
  if (k.includes('materiel') || k.includes('material')) return 'MAT';
  if (k.includes('product') || k.includes('goods') || k.includes('sku')) return 'SKU';
  if (k.includes('contract')) return 'HT';
  return 'NO';
}

/** A value for one property schema; `schema` must have its $refs already resolved. */
export function fakeValue(name, schema, n, context = {}) {
  if (!schema) return '';
  if (schema.example !== undefined && n === 0) return schema.example;
  if (name === 'isDeleted') return 0; // listed records are never the deleted ones
  if (schema.enum) return schema.enum[n % schema.enum.length];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const k = name.toLowerCase();
  switch (type) {
    case 'integer': {
      if (schema.minimum !== undefined && schema.maximum !== undefined) return schema.minimum + (n % (schema.maximum - schema.minimum + 1));
      if (k === 'sort' || k.endsWith('sort')) return n + 1;
      if (k.includes('status') || k.includes('state') || k.startsWith('is') || k.includes('type') || k.includes('flag')) return (n % 2) + 1;
      if (k.includes('year')) return 2026;
      return ((hash(name) + n * 7) % 90) + 1;
    }
    case 'number': {
      const base = k.includes('rate') || k.includes('ratio') ? ((n % 20) + 1) / 100 : ((hash(name) % 5000) + n * 137) / 1 + 0.5;
      return Math.round(base * 100) / 100;
    }
    case 'boolean':
      return n % 2 === 0;
    case 'array':
      return [];
    case 'object':
      return {};
    default: {
      if (schema.pattern === '^-?[0-9]*$') return fakeId(name, n);
      if (schema.pattern && schema.pattern.startsWith('^(\\d{4}')) return fakeDateTime(n);
      if (schema.pattern === '^[0-9]{6}$') return n % 2 ? '100001' : '000000';
      return fakeString(name, schema.title, n, context);
    }
  }
}
