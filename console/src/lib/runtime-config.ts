// The deployment's settings, read at start-up from config.json beside index.html, so one build runs
// against the sandbox, the Prism mock or a real BladeX gateway (console/README.md, "Runtime
// configuration"). Every field is optional; an absent one takes the default below. The checks are a
// table, not zod: this runs before the sign-in page, and zod's core would add ~14 KB to it.
import { themeNames, type ThemeName } from '@/theme/themes';

export type RuntimeConfig = {
  /** Where API requests go: `/api` on this site (nginx proxies it to the gateway) or the gateway's URL. */
  apiBase: string;
  /** OAuth client of the console (blade_client), sent as the Basic Authorization header. */
  clientId: string;
  clientSecret: string;
  /** Sign-in asks for the tenant id (spec §9: on). */
  tenantMode: boolean;
  /** Sign-in asks for the image captcha (spec §9: on). */
  captchaMode: boolean;
  /** Tenant id filled in on the sign-in form (spec §9: 000000). */
  tenantId: string;
  /** Department/role switching in the user menu (spec §6: on). */
  switchMode: boolean;
  /**
   * The ERP's administrator code (spec §6: admin). The spec names it beside the rule that a role
   * name containing admin gets the admin layout; we read it as that marker (inferred): a role name
   * containing it gets the admin tools, any other the brand switcher.
   */
  erpCode: string;
  /** Product title in the shell and the browser tab; absent: the built-in 大鲨智造 / its English. */
  title?: string | { zh: string; en: string };
  /** Language and theme for a browser that has not chosen one yet. */
  language: 'zh' | 'en';
  theme: ThemeName;
  /**
   * The online-preview service an upload's 预览 opens (spec §3: kkFileView's
   * `https://preview.example.com/onlinePreview?url=`), the file's address base64-encoded after it;
   * absent: 预览 opens the file itself.
   */
  previewUrl?: string;
  /**
   * The Flowable modeler (BladeX's blade-flow-design, Saber's `website.flowDesignUrl`): 模型设计's
   * 创建, 配置 and 下载 open it; absent: the deployment has none, and those buttons are not offered.
   */
  flowDesignUrl?: string;
  /**
   * Where the error log's 上传 posts the local log (a JSON array of entries). BladeX has no such
   * route (the stock console's upload reaches nothing real): absent, the upload is not offered.
   */
  errorLogUploadUrl?: string;
};

/** A field's check: the accepted value (normalised), or the message saying what it must be. */
type Check<T> = (v: unknown) => { value: T } | { error: string };

const text: Check<string> = (v) =>
  typeof v !== 'string' ? { error: 'must be a text in quotes' } : v ? { value: v } : { error: 'must not be empty' };
const bool: Check<boolean> = (v) => (typeof v === 'boolean' ? { value: v } : { error: 'must be true or false (no quotes)' });
const oneOf =
  <T extends string>(values: readonly T[], shown = values.map((s) => `"${s}"`).join(' or ')): Check<T> =>
  (v) =>
    values.includes(v as T) ? { value: v as T } : { error: `must be ${shown}` };

/** A same-origin path (`/api`, proxied by nginx) or an absolute http(s) gateway URL; no trailing slash. */
const apiBase: Check<string> = (v) => {
  const t = text(v);
  if ('error' in t) return t;
  if (!/^\/(?!\/)/.test(t.value) && !/^https?:\/\/[^/]/i.test(t.value))
    return { error: 'must be a path on this site such as "/api", or an http(s) URL such as "https://gateway.example.com"' };
  return { value: t.value.replace(/\/+$/, '') };
};

const title: Check<RuntimeConfig['title']> = (v) => {
  if (typeof v === 'string') return text(v);
  const o = v as Record<string, unknown> | null;
  const ok =
    typeof o === 'object' &&
    o !== null &&
    Object.keys(o).sort().join() === 'en,zh' &&
    typeof o.zh === 'string' &&
    o.zh &&
    typeof o.en === 'string' &&
    o.en;
  return ok ? { value: { zh: o.zh as string, en: o.en as string } } : { error: 'must be a text, or { "zh": "…", "en": "…" }' };
};

/** An absolute http(s) address (the preview service's, ending where the encoded file address goes). */
const httpUrl: Check<string> = (v) => {
  const t = text(v);
  if ('error' in t) return t;
  return /^https?:\/\/[^/]/i.test(t.value)
    ? t
    : { error: 'must be an http(s) URL such as "https://preview.example.com/onlinePreview?url="' };
};

/** A same-origin path or an absolute http(s) address of a service beside the console; no trailing slash. */
const serviceUrl: Check<string> = (v) => {
  const t = text(v);
  if ('error' in t) return t;
  if (!/^\/(?!\/)/.test(t.value) && !/^https?:\/\/[^/]/i.test(t.value))
    return { error: 'must be a path on this site such as "/flow-design", or an http(s) URL such as "http://localhost:9999"' };
  return { value: t.value.replace(/\/+$/, '') };
};

/** Stock BladeX names themes `theme-default`, `theme-white`…; both spellings are accepted. */
const theme: Check<ThemeName> = (v) =>
  oneOf(themeNames, themeNames.map((n) => `theme-${n}`).join(', '))(typeof v === 'string' ? v.replace(/^theme-/, '') : v);

/** Every field: its check and its default (spec §9 where it names one). */
const fields: { [K in keyof RuntimeConfig]-?: [Check<RuntimeConfig[K]>, RuntimeConfig[K]] } = {
  apiBase: [apiBase, '/api'],
  clientId: [text, 'saber'],
  clientSecret: [text, 'saber_secret'],
  tenantMode: [bool, true],
  captchaMode: [bool, true],
  tenantId: [text, '000000'],
  switchMode: [bool, true],
  erpCode: [text, 'admin'],
  title: [title, undefined],
  language: [oneOf(['zh', 'en'] as const), 'zh'],
  theme: [theme, 'default'],
  previewUrl: [httpUrl, undefined],
  flowDesignUrl: [serviceUrl, undefined],
  errorLogUploadUrl: [serviceUrl, undefined],
};

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/** Checks a parsed config.json; each problem names the field and what it must be. */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, problems: ['config.json must hold a JSON object ({ ... })'] };
  const given = raw as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, [check, fallback]] of Object.entries(fields) as [string, [Check<unknown>, unknown]][]) {
    if (given[name] === undefined) {
      if (fallback !== undefined) config[name] = fallback;
      continue;
    }
    const result = check(given[name]);
    if ('error' in result) problems.push(`${name}: ${result.error}`);
    else config[name] = result.value;
  }
  const unknown = Object.keys(given).filter((k) => !(k in fields));
  if (unknown.length) problems.push(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} (misspelt?)`);
  return problems.length ? { ok: false, problems } : { ok: true, config: config as RuntimeConfig };
}

/** The defaults: what an empty `{}` config.json gives. */
export const defaultRuntimeConfig = (parseRuntimeConfig({}) as { config: RuntimeConfig }).config;

/**
 * Reads and checks config.json from the page's own origin. The default cache mode lets the request
 * reuse index.html's `<link rel=preload>` of it; nginx sends it with no-store, so it is never stale.
 */
export async function fetchRuntimeConfig(url = '/config.json', fetcher: typeof fetch = fetch): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetcher(url);
  } catch (e) {
    return { ok: false, problems: [`${url} could not be fetched: ${e instanceof Error ? e.message : String(e)}`] };
  }
  if (!response.ok) return { ok: false, problems: [`${url} answered HTTP ${response.status}; it must sit beside index.html`] };
  const body = await response.text();
  try {
    return parseRuntimeConfig(JSON.parse(body));
  } catch (e) {
    return { ok: false, problems: [`${url} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
}
