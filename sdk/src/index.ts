// @dasha/sdk: the typed client of the 大鲨智造 BladeX API (see README.md).
export { createBladeClient, type BladeClient, type BladeClientOptions } from './client';
export { BladeError, BladeTimeoutError, BladeNetworkError, BladeParseError, UNKNOWN_ERROR } from './errors';
export {
  browserStorage,
  memoryStorage,
  createStorage,
  memoryStore,
  type BladeStorage,
  type StorageLike,
  type StoredEntry,
  type StorageOptions,
} from './storage';
export { md5 } from './md5';
export { formData } from './form-data';
export { parseJson, quoteUnsafeIntegers, stringifyJson } from './lossless-json';
export { accessOf, mayCall, preAuthOf, type Access, type Caller, type PreAuth } from './pre-auth';
export type { Session, TokenResponse } from './session';
export type { SignInInput, BladeAuth } from './auth';
export type { RequestMeta } from './meta';
export type {
  Resource,
  TypedResource,
  UntypedResource,
  ResourcePath,
  ResourceListPath,
  AnyListPath,
  GetPath,
  ListInit,
  ListEntity,
  OperationOf,
  ResourceQuery,
  ResourceList,
  ResourceEntity,
  ResourceInput,
  ResourceDetail,
  ResourcePage,
  Unwrap,
} from './resource';
export type { CallInit } from './call-init';
export type { Page, PagesOptions } from './paging';
export type { RetryPolicy } from './middleware/retry';
export { isResourcePath } from './generated/resource-paths';
export {
  stateOperations,
  anyStateOperations,
  type ActionName,
  type ActionInput,
  type ActionInputs,
  type StateOperation,
  type StateOperations,
  type TypedStateOperations,
  type UntypedStateOperations,
} from './actions';
export type { ResourceRoutes } from './generated/resources';
export type { paths, components, operations } from './generated/openapi';
// The typing rules of openapi-fetch's methods, for callers that narrow `api` further (the console's strict `api`).
export type { MaybeOptionalInit } from 'openapi-fetch';
export type { PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
