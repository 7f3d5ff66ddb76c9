import { isResourcePath } from '@dasha/sdk';
import type {
  DerivedAction,
  DerivedAnswerList,
  DerivedColumn,
  DerivedDraft,
  DerivedLines,
  DerivedOption,
  DerivedRecords,
  DerivedResume,
  DerivedScreen,
  DerivedSublist,
  DerivedValue,
} from './derived-types';

// The derived JSON is data read at run time: each screen is checked here rather than asserted,
// so a stale or hand-edited file fails loudly (naming the screen) instead of misbehaving later.

const TYPES = new Set(['number', 'date', 'datetime', 'select', 'textarea', 'file']);
const ANSWERS = new Set(['text', 'file', 'table', 'record', 'tree']);
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isValue = (v: unknown): v is DerivedValue => ['string', 'number', 'boolean'].includes(typeof v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const optional = <T>(v: unknown, is: (x: unknown) => x is T): v is T | undefined => v === undefined || is(v);
/** A button code, or null where the menu grants none. */
const isCode = (v: unknown): v is string | null => v === null || isString(v);
const isFlag = (v: unknown): v is boolean | undefined => v === undefined || typeof v === 'boolean';
const isOption = (v: unknown): v is DerivedOption =>
  Array.isArray(v) && (v.length === 2 || v.length === 3) && isValue(v[0]) && v.slice(1).every(isString);

function isColumn(c: unknown): c is DerivedColumn {
  return (
    isObject(c) &&
    isString(c.prop) &&
    isString(c.label) &&
    isString(c.en) &&
    (c.type === undefined || (isString(c.type) && TYPES.has(c.type))) &&
    (c.options === undefined || (Array.isArray(c.options) && c.options.every(isOption))) &&
    optional(c.default, isValue) &&
    isFlag(c.hide) &&
    isFlag(c.readOnly) &&
    isFlag(c.searchOnly) &&
    isFlag(c.required) &&
    isFlag(c.fromParent) &&
    (c.fromSession === undefined || c.fromSession === 'tenantId' || c.fromSession === 'userId')
  );
}

function isAnswerList(l: unknown): l is DerivedAnswerList {
  return isObject(l) && isString(l.prop) && isString(l.label) && isString(l.en) && Array.isArray(l.columns) && l.columns.every(isColumn);
}

function isLines(l: unknown): l is DerivedLines {
  const read = isObject(l) ? l.read : undefined;
  return (
    isObject(l) &&
    isString(l.prop) &&
    isString(l.label) &&
    isString(l.en) &&
    Array.isArray(l.columns) &&
    l.columns.every(isColumn) &&
    (read === undefined || (isObject(read) && isString(read.url) && read.url.startsWith('/') && isString(read.param) && isFlag(read.paged)))
  );
}

function isAction(a: unknown): a is DerivedAction {
  return (
    isObject(a) &&
    isString(a.name) &&
    isString(a.label) &&
    isString(a.en) &&
    isCode(a.permission) &&
    (a.inputs === undefined || (Array.isArray(a.inputs) && a.inputs.every(isColumn))) &&
    (a.shows === undefined || (isString(a.shows) && ANSWERS.has(a.shows))) &&
    (a.answer === undefined || (Array.isArray(a.answer) && a.answer.every(isColumn))) &&
    (a.lists === undefined || (Array.isArray(a.lists) && a.lists.every(isAnswerList))) &&
    (a.lines === undefined || isLines(a.lines)) &&
    (a.inputsIn === undefined || a.inputsIn === 'body' || a.inputsIn === 'rows') &&
    (a.resource === undefined || isResourcePath(a.resource)) &&
    isFlag(a.onParent)
  );
}

function isRecords(r: unknown): r is DerivedRecords {
  return (
    isObject(r) &&
    Array.isArray(r.offers) &&
    r.offers.length > 0 &&
    r.offers.every((o) => o === 'add' || o === 'edit' || o === 'remove') &&
    isResourcePath(r.resource) &&
    isString(r.field) &&
    Array.isArray(r.form) &&
    r.form.every(isColumn) &&
    isCode(r.permission) &&
    (r.fills === undefined || (isObject(r.fills) && Object.values(r.fills).every(isString)))
  );
}

function isSublist(s: unknown): s is DerivedSublist {
  return (
    isObject(s) &&
    isString(s.url) &&
    s.url.startsWith('/') &&
    isString(s.entity) &&
    isString(s.param) &&
    optional(s.by, isString) &&
    isString(s.label) &&
    isString(s.en) &&
    isFlag(s.paged) &&
    optional(s.sizeParam, isString) &&
    Array.isArray(s.columns) &&
    s.columns.every(isColumn) &&
    (s.actions === undefined || (Array.isArray(s.actions) && s.actions.every(isAction))) &&
    optional(s.records, isRecords)
  );
}

function isDraft(d: unknown): d is DerivedDraft {
  return isObject(d) && isResourcePath(d.path) && isString(d.content) && isStrings(d.carry) && isString(d.menuPath);
}

function isResume(r: unknown): r is DerivedResume {
  return isObject(r) && isResourcePath(r.path) && isString(r.content) && isCode(r.permission);
}

function isScreen(s: Json): s is DerivedScreen & Json {
  return (
    isString(s.menuPath) &&
    isString(s.title) &&
    isString(s.en) &&
    isString(s.code) &&
    isString(s.entity) &&
    isResourcePath(s.path) &&
    typeof s.dateRange === 'boolean' &&
    isObject(s.permissions) &&
    Object.values(s.permissions).every(isString) &&
    Array.isArray(s.columns) &&
    s.columns.every(isColumn) &&
    isStrings(s.search) &&
    Array.isArray(s.actions) &&
    s.actions.every(isAction) &&
    (s.sublists === undefined || (Array.isArray(s.sublists) && s.sublists.every(isSublist))) &&
    optional(s.draft, isDraft) &&
    optional(s.resumes, isResume)
  );
}

/** The screens of one derived area file, each checked against the contract's resources. */
export function readDerivedScreens(raw: unknown): DerivedScreen[] {
  if (!Array.isArray(raw)) throw new Error('derived screens: not a list (run node console/scripts/derive-screens.mjs)');
  return raw.map((s: unknown) => {
    if (isObject(s) && isScreen(s)) return s;
    const name = isObject(s) ? String(s.menuPath ?? s.code) : String(s);
    throw new Error(`derived screen ${name} does not match the contract (run node console/scripts/derive-screens.mjs)`);
  });
}
