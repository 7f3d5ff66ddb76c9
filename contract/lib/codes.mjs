// Coded fields as data. The catalog writes a coded field the way BladeX's pages name it, codes in
// the title: `int 收款方式 (1 银行转账, 2 微信, 3 支付宝)`, with the glossary's English alike. The
// generator turns that into what a reader can use without parsing prose:
//   title: 收款方式, x-title-en: Payment method, enum: [1, 2, 3],
//   x-enum-labels: { zh: { '1': 银行转账, ... }, en: { '1': Bank transfer, ... } }
// A dictionary-backed one (`字典 data_scope_type 1 ...`) also keeps its code as `x-dict`.

const CODED = /^(.+?)\s+[(（]\s*(?:(?:字典|dictionary)\s+([\w-]+):?\s+)?(\d+\s+[^,，]+(?:[,，]\s*\d+\s+[^,，]+)*)\s*[)）]$/;

/** "收款方式 (1 银行转账, 2 微信)" -> { base, dict, labels: { '1': '银行转账', '2': '微信' } }, or undefined. */
export function parseCodedTitle(text) {
  const m = CODED.exec(String(text ?? '').trim());
  if (!m) return undefined;
  const labels = {};
  for (const part of m[3].split(/[,，]\s*/)) {
    const [, code, label] = /^(\d+)\s+(.+)$/.exec(part.trim()) ?? [];
    if (code === undefined) return undefined;
    labels[code] = label.trim();
  }
  return { base: m[1].trim(), dict: m[2], labels };
}

const sentence = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Splits one schema node's coded title in place; false when it is not a coded title. */
export function splitCodedTitle(node) {
  const zh = parseCodedTitle(node.title);
  if (!zh) return false;
  const en = parseCodedTitle(node['x-title-en']);
  const codes = Object.keys(zh.labels);
  if (en && Object.keys(en.labels).join() !== codes.join()) throw new Error(`coded title "${node.title}": its English lists other codes`);
  const numeric = node.type === 'integer' || node.type === 'number';
  const labels = { zh: zh.labels, ...(en ? { en: Object.fromEntries(Object.entries(en.labels).map(([c, l]) => [c, sentence(l)])) } : {}) };
  const facts = {
    enum: node.enum ?? codes.map((c) => (numeric ? Number(c) : c)),
    'x-enum-labels': labels,
    ...(zh.dict ? { 'x-dict': zh.dict } : {}),
  };
  // Rewritten in place, the facts right after the title (and its English) so the sources read together.
  const after = 'x-title-en' in node ? 'x-title-en' : 'title';
  const entries = Object.entries(node).filter(([key]) => key !== 'enum');
  for (const key of Object.keys(node)) delete node[key];
  for (const [key, value] of entries) {
    node[key] = key === 'title' ? zh.base : key === 'x-title-en' && en ? en.base : value;
    if (key === after) Object.assign(node, facts);
  }
  return true;
}

/** The codes of a coded title as an enum, title untouched: examples generated next stay inside it. */
export function enumOfCodedTitle(node) {
  const zh = parseCodedTitle(node.title);
  if (!zh || node.enum) return;
  node.enum = Object.keys(zh.labels).map((c) => (node.type === 'integer' || node.type === 'number' ? Number(c) : c));
}

/**
 * Walks generated schemas and operations (examples and x- left alone): `split` (the default) splits
 * every coded title; `enumOfCodedTitle` only gives it its enum, before the examples are made.
 */
export function applyCodes(node, each = splitCodedTitle) {
  if (Array.isArray(node)) return node.forEach((n) => applyCodes(n, each));
  if (!node || typeof node !== 'object') return;
  if (typeof node.title === 'string') each(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    applyCodes(value, each);
  }
}
