// The console's settings (spec §9, the stock console's `website`): the deployment's part comes from
// config.json at start-up (lib/runtime-config.ts); the rest is fixed by the product.
import { defaultRuntimeConfig, fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { showStartupError } from './startup-error';

async function load(): Promise<RuntimeConfig> {
  // Outside a served page (unit tests, server-side rendering) there is no config.json: the
  // defaults. Every page of a build reads it.
  if (import.meta.env.MODE === 'test' || import.meta.env.SSR) return defaultRuntimeConfig;
  const result = await fetchRuntimeConfig();
  if (result.ok) return result.config;
  showStartupError(result.problems);
  // Nothing that depends on the settings may start with a broken deployment: this rejects the
  // entry module's evaluation, and the page keeps the message.
  throw new Error(`config.json: ${result.problems.join('; ')}`);
}

export const website = {
  ...(await load()),
  lockPage: '/lock',
  firstPage: '/wel/index',
  /** Third-party sign-in sources (social grant); their names are texts (auth:login.sources). */
  socialSources: ['github', 'gitee', 'wechat_open'],
} as const;
