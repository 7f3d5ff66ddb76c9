// Types for the contract's deterministic value faker (contract/lib/fake.mjs has none).
declare module '@dasha/contract/fake' {
  export function hash(text: string): number;
  export function fakeId(seed: string, index: number): string;
  export function fakeDateTime(n: number): string;
  export function fakePerson(n: number): string;
  export function fakeCompany(n: number): string;
  export function fakeAddress(n: number): string;
  export function fakePhone(n: number): string;
  export function fakeValue(name: string, schema: object, n: number, context?: { title?: string; codePrefix?: string }): unknown;
}
