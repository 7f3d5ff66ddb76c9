import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh } from './zh';
import { prefs } from '@/lib/prefs';

export type Language = 'zh' | 'en';
export const languages: Language[] = ['zh', 'en'];

export const i18n = i18next.createInstance();

// Chinese (the default and the fallback) ships with the first page; English is its own chunk,
// fetched when it is chosen or when a saved preference asks for it.
const bundles: Record<Exclude<Language, 'zh'>, () => Promise<Record<string, unknown>>> = {
  en: () => import('./en').then((m) => m.en),
};

/** Makes the texts of a language available (a no-op once loaded). */
export async function loadLanguage(lng: Language): Promise<void> {
  if (lng === 'zh' || i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', await bundles[lng](), true, true);
}

const setDocumentLang = (lng: Language) => {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
};

/**
 * Initialises i18next synchronously with the Chinese texts. For another saved language the texts
 * arrive a moment later and switch the page (main.tsx awaits loadLanguage first, so it never shows).
 */
export function initI18n(lng: Language = prefs.get().language) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng,
      fallbackLng: 'zh',
      resources: { zh: { translation: zh } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes; server text is never HTML
      returnObjects: true,
      initAsync: false,
    });
  }
  if (lng !== 'zh' && !i18n.hasResourceBundle(lng, 'translation')) void loadLanguage(lng).then(() => i18n.changeLanguage(lng));
  setDocumentLang(lng);
  return i18n;
}

export async function setLanguage(lng: Language) {
  prefs.set({ language: lng });
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  setDocumentLang(lng);
}
