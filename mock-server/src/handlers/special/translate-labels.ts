// Translation labels (eim-user/translatelabel): a label key with its Chinese text has one
// translation per language, a language being an entry of the business dictionary `language` (its
// id in languageDictBizId). Every read and write stays in the caller's tenant: a tenantId naming
// another tenant finds nothing, as BladeX's tenant line adds the caller's own tenant to the query.
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import { bodyRows, createRows, ofRow } from '../batch.ts';
import { submit } from '../submit.ts';
import { entriesOf } from './dict.ts';
import type { Call, Handler } from '../../call.ts';
import { bodyRow, fieldText, findVisible, heldByAnother, required, resourceNamed, scopeOf, visibleRows } from '../common.ts';

const LABELS = 'eim-user/translatelabel';
const LABEL_TAKEN = '该语言已有此标签键';

const labels = (c: Call) => resourceNamed(c, LABELS);
/** A label's identity: its language and key. */
const identity = (row: Row) => `${fieldText(row.languageDictBizId)}\u0000${fieldText(row.labelKey).trim()}`;
const answer = (c: Call, rows: Row[]) => r(rows.map((row) => toWire(row, labels(c).props)));

/** The caller's languages (the entries of dictionary `language`), by id, in their order. */
function languages(c: Call): Map<string, Row> {
  return new Map(entriesOf(c, 'blade-system/dict-biz', 'language').map((d) => [String(d.id), d]));
}

/** Every language's translation of a Chinese text, in the languages' order. */
const byChinese: Handler = (c) => {
  const zh = required(c, 'zhContent').trim();
  const order = [...languages(c).keys()];
  // A label of a language no longer in the dictionary comes last.
  const rank = (row: Row) => {
    const i = order.indexOf(fieldText(row.languageDictBizId));
    return i < 0 ? order.length : i;
  };
  return answer(
    c,
    visibleRows(c, labels(c).table)
      .filter((row) => fieldText(row.zhContent).trim() === zh)
      .sort((a, b) => rank(a) - rank(b)),
  );
};

/** Every label of one language, by label key; none for another tenant. */
const byLanguage: Handler = (c) => {
  const language = required(c, 'languageDictBizId');
  if (c.query.tenantId && c.query.tenantId !== scopeOf(c)) return r([]);
  const rows = visibleRows(c, labels(c).table).filter((row) => fieldText(row.languageDictBizId) === language);
  return answer(
    c,
    rows.sort((a, b) => fieldText(a.labelKey).localeCompare(fieldText(b.labelKey))),
  );
};

/** The existing label each row names by language and key (each row's translation then written); one unknown saves none. */
const updateTranslations: Handler = (c) => {
  const rows = bodyRows(c);
  const existing = new Map(visibleRows(c, labels(c).table).map((row) => [identity(row), row]));
  const targets = rows.map((row, i) => {
    let target: Row | undefined;
    ofRow(i + 1, () => {
      for (const field of ['languageDictBizId', 'labelKey'])
        if (!fieldText(row[field]).trim()) throw badRequest(`${MSG.missing}: ${field}`);
      target = existing.get(identity(row));
      if (!target) throw badRequest(MSG.notFound);
    });
    return target!;
  });
  rows.forEach((row, i) => {
    const { id: _id, tenantId: _tenant, languageDictBizId: _language, labelKey: _key, ...changes } = row;
    submit({ ...c, body: { ...changes, id: targets[i]!.id } }, labels(c), true);
  });
  return status(true);
};

/** New labels: a known language of the caller's, a key that language does not have yet (nor twice in the rows). */
const saveLabels: Handler = (c) => {
  const rows = bodyRows(c);
  const known = languages(c);
  const taken = new Set(visibleRows(c, labels(c).table).map(identity));
  rows.forEach((row, i) =>
    ofRow(i + 1, () => {
      const language = fieldText(row.languageDictBizId);
      if (language && !known.has(language)) throw badRequest(`${MSG.notFound}: languageDictBizId`);
      if (!fieldText(row.labelKey).trim()) return; // the batch names the missing field
      if (taken.has(identity(row))) throw badRequest(LABEL_TAKEN);
      taken.add(identity(row));
    }),
  );
  // The language's name as its dictionary writes it, whatever the row said.
  const named = rows.map((row) => ({
    ...row,
    ...(known.has(fieldText(row.languageDictBizId)) ? { languageName: known.get(fieldText(row.languageDictBizId))!.dictValue } : {}),
  }));
  return createRows(labels(c))({ ...c, body: named });
};

/** The screen's 新增 and 编辑 (submit): a language has each key once, the edited label itself excepted. */
const submitLabel: Handler = (c) => {
  const body = bodyRow(c);
  const id = fieldText(body.id);
  const own = id ? findVisible(c, labels(c).table, id) : undefined;
  const named = identity({ languageDictBizId: body.languageDictBizId ?? own?.languageDictBizId, labelKey: body.labelKey ?? own?.labelKey });
  if (heldByAnother(c, labels(c), (row) => identity(row) === named, id)) throw badRequest(LABEL_TAKEN);
  return submit(c, labels(c), false);
};

export const translateLabelSpecials: Record<string, Handler> = {
  'POST /eim-user/translatelabel/submit': submitLabel,
  'GET /eim-user/translatelabel/getLanguageByZH': byChinese,
  'GET /eim-user/translatelabel/getTranslateContentByLanguageDictBizId': byLanguage,
  'POST /eim-user/translatelabel/updateByDictBizId': updateTranslations,
  'POST /eim-user/translatelabel/saveLabelData': saveLabels,
};
