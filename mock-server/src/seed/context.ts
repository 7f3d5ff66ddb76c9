// What every seed step needs: the store, the contract's resources, and the base fields of a row.
import { fakeDateTime } from '@dasha/contract/fake';
import type { Contract } from '../contract.ts';
import type { Resource } from '../records.ts';
import type { Row, Store } from '../store.ts';

export interface SeedContext {
  store: Store;
  contract: Contract;
  resources: Map<string, Resource>;
  perResource: number;
  base(tenantId: string, i: number): Row;
  insert(scope: string, table: string, row: Row, key?: string): Row;
  rows(scope: string, table: string): Row[];
  menuIdsFor(roleAlias: string): string[];
}

/** BaseEntity/TenantEntity fields of a seeded row (the admin created it, status 1). */
export function baseFields(tenantId: string, i: number): Row {
  const time = fakeDateTime(i * 3 + 1);
  const admin = tenantId === '000000' ? '1123598802000000001' : tenantId === '100001' ? '1123598812000000001' : '1123598822000000001';
  return { createUser: admin, createDept: '', createTime: time, updateUser: admin, updateTime: time, status: 1, isDeleted: 0, tenantId };
}
