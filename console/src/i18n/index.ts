import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh } from './zh';
import { en } from './en';
import { prefs } from '@/lib/prefs';

export type Language = 'zh' | 'en';
export const languages: Language[] = ['zh', 'en'];

export const i18n = i18next.createInstance();

/** Initialises i18next synchronously with both bundles (together ~6 KB gzipped). */
export function initI18n(lng: Language = prefs.get().language) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng,
      fallbackLng: 'zh',
      resources: { zh: { translation: zh }, en: { translation: en } },
      interpolation: { escapeValue: false }, // React escapes; server text is never HTML
      returnObjects: true,
      initAsync: false,
    });
  }
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

export function setLanguage(lng: Language) {
  prefs.set({ language: lng });
  void i18n.changeLanguage(lng);
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
}
