// A submit that creates a record must carry the entity's required fields: the contract lists
// them on the entity schema as `x-blade-required` (not JSON Schema's `required`, because the same
// schema also describes partial updates and detail answers). A submit that updates a visible
// record changes only what it sends.
import type { Contract } from '../contract.ts';
import type { Resource } from '../records.ts';
import type { Call } from '../call.ts';
import { findVisible } from '../handlers/common.ts';
import { refuseForeignKeys } from '../auth/tenancy.ts';
import { badRequest } from '../wire.ts';

/** The fields a new record of the resource's entity must carry, from the contract. */
export function requiredOnCreate(contract: Contract, res: Resource): string[] {
  const listed = contract.entity(res.entity)?.['x-blade-required'];
  return Array.isArray(listed) ? listed.map(String) : [];
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Throws the 400 R of a create without the entity's required fields, or with none of its fields at all. */
export function checkNewRecord(c: Call): void {
  const xb = c.op?.xb;
  if (xb?.role !== 'submit') return;
  const res = c.state.resources.get(xb.resource);
  const body = c.body;
  if (!res || !body || typeof body !== 'object' || Array.isArray(body)) return;
  checkNewRow(c, res, body);
}

/** The same check of one record to create (or, naming a visible key, to update) of `res`. */
export function checkNewRow(c: Call, res: Resource, body: Record<string, unknown>): void {
  const key = body[res.key];
  if (!blank(key)) {
    if (findVisible(c, res.table, String(key))) return;
    // another tenant's key: refused as not visible, before anything is said about its fields
    refuseForeignKeys(c, res.table, [String(key)]);
  }
  const missing = requiredOnCreate(c.state.contract, res).filter((f) => blank(body[f]));
  if (missing.length) {
    const named = missing.map((f) => (res.props[f]?.title ? `${f}(${res.props[f].title})` : f));
    throw badRequest(`缺失必填字段: ${named.join(', ')}`);
  }
  const fields = Object.keys(body).filter((k) => k in res.props && k !== res.key && !blank(body[k]));
  if (!fields.length && Object.keys(res.props).length) throw badRequest('提交内容为空: 新增的记录至少要有一个字段');
}
