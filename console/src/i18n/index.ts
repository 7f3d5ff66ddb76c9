import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prefs } from '@/lib/prefs';
import { website } from '@/lib/config';
import { isChunkLoadError, reportChunkError } from '@/lib/chunk-error';
import common from './zh/common';
import auth from './zh/auth';
import shell from './zh/shell';
import type { Namespace } from './keys';

export type { I18nKey, Namespace, Resources, ScreenTexts, LabelledProp, KeysUnder, BusinessScreenTexts, OperationTexts } from './keys';
export type Language = 'zh' | 'en';
export const languages: Language[] = ['zh', 'en'];

export const i18n = i18next.createInstance();

/** What the sign-in page and the shell need: Chinese ships in the entry chunk. */
const entryNamespaces = ['common', 'auth', 'shell'] as const satisfies Namespace[];
/** Every namespace with a file (business texts are registered by their area, from the contract). */
export const namespaces = [
  ...entryNamespaces,
  'dashboard',
  'profile',
  'resources',
  'system',
  'authority',
  'base',
  'desk',
  'monitor',
  'files',
  'tool',
  'report',
  'work',
  'gallery',
  'entities',
] as const satisfies Namespace[];

// Every other namespace, and every English one, is its own small chunk, fetched when a screen of
// its area first renders (react-i18next suspends it until then, so no key ever shows).
const bundles = import.meta.glob<{ default: object }>(['./zh/*.ts', './en/*.ts', '!./zh/common.ts', '!./zh/auth.ts', '!./zh/shell.ts']);

/** A deployment's own product title (config.json `title`) replaces the built-in one in `common`. */
function withTitle(lng: string, ns: string, texts: object): object {
  const title = typeof website.title === 'string' ? website.title : website.title?.[lng as Language];
  return ns === 'common' && title ? { ...texts, title } : texts;
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, done: ReadCallback) {
    const load = bundles[`./${lng}/${ns}.ts`];
    // business: no file, its screens add their texts when their area loads.
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, withTitle(lng, ns, m.default) as never),
      (e: unknown) => {
        if (isChunkLoadError(e)) reportChunkError(); // deployed again since this tab loaded (spec §8)
        done(e as Error, false);
      },
    );
  },
};

/** "Real name" -> "real name" inside a sentence; "API path" and "URL" keep their capitals. */
const lower = (value: unknown) => String(value ?? '').replace(/\b([A-Z])(?=[a-z])/g, (c) => c.toLowerCase());

/** Makes the entry namespaces of a language available (a no-op for Chinese, which is bundled). */
export async function loadLanguage(lng: Language): Promise<void> {
  if (lng !== 'zh') await i18n.loadLanguages(lng);
}

const setDocumentLang = (lng: Language) => {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
};

/**
 * Initialises i18next synchronously with the Chinese entry texts. For another saved language the
 * texts arrive a moment later and switch the page (main.tsx awaits loadLanguage first, so it never shows).
 */
export function initI18n(lng: Language = prefs.get().language) {
  if (!i18n.isInitialized) {
    void i18n
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: 'zh',
        fallbackLng: 'zh',
        ns: [...entryNamespaces],
        defaultNS: 'common',
        fallbackNS: false,
        resources: { zh: { common: withTitle('zh', 'common', common), auth, shell } },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false }, // React escapes; server text is never HTML
        returnObjects: true,
        initAsync: false,
      });
    i18n.services.formatter?.add('lower', lower);
  }
  if (lng !== i18n.language) void i18n.changeLanguage(lng);
  setDocumentLang(lng);
  return i18n;
}

export async function setLanguage(lng: Language) {
  prefs.set({ language: lng });
  await i18n.changeLanguage(lng);
  setDocumentLang(lng);
}

/** Adds texts known only at run time (a business area's, from the contract) to a namespace. */
export function addTexts(lng: Language, ns: Namespace, texts: object): void {
  if (!i18n.isInitialized) initI18n(); // a module read outside the app (a build script) before main.tsx ran
  i18n.addResourceBundle(lng, ns, texts, true, true);
}

/**
 * The text of a key known only at run time (a menu code's area name, a tab's ?i18n= key from the
 * URL), or undefined when no loaded namespace holds it. A key without a namespace (?i18n=nav.info,
 * as the stock console's links name them) is the shell's, unless the default namespace has it.
 */
export function lookup(key: string): string | undefined {
  const found = (key.includes(':') ? [key] : [key, `shell:${key}`]).find((k) => i18n.exists(k));
  if (!found) return undefined;
  const text: unknown = i18n.t(found as never);
  return typeof text === 'string' ? text : undefined; // a key naming a group of texts is no label
}

/** Every namespace with a file, in every language (tests; the parity check). */
export async function loadAllNamespaces(): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
  await i18n.loadLanguages(languages);
}
