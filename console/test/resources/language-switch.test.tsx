import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, lookup, setLanguage } from '@/i18n';
import { menuLabel } from '@/lib/menu-label';
import { prefs } from '@/lib/prefs';
import { useTexts } from '@/resources/texts';

function SearchButton() {
  const t = useTexts('system:param');
  return <button type="button">{`${t('resources:search')} ${t('system:param.title')}`}</button>;
}

describe('one i18next: switching the language', () => {
  afterEach(() => act(() => setLanguage('zh')));

  it('re-renders a screen in English and back, and remembers the choice', async () => {
    render(<SearchButton />);
    expect(screen.getByRole('button').textContent).toBe('搜索 参数管理');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('button').textContent).toBe('Search Parameters');
    expect(prefs.get().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await act(() => setLanguage('zh'));
    expect(screen.getByRole('button').textContent).toBe('搜索 参数管理');
  });

  it('finds a key known only at run time, never a group of texts or a missing key', async () => {
    expect(lookup('shell:nav.home')).toBe('首页');
    expect(lookup('nav.dictHorizontal')).toBe('字典管理(横向)'); // ?i18n= keys of the stock console name no namespace
    expect(lookup('title')).toBe('大鲨智造');
    expect(lookup('shell:nav')).toBeUndefined();
    expect(lookup('shell:nav.nothing')).toBeUndefined();
    expect(menuLabel({ code: 'system', name: '系统管理' }, 'zh')).toBe('系统管理');
    await act(() => setLanguage('en'));
    expect(i18n.language).toBe('en');
    expect(menuLabel({ code: 'system', name: '系统管理' }, 'en')).toBe('System');
    expect(menuLabel({ code: 'a-deployment-code', name: '自定义' }, 'en')).toBe('自定义');
  });
});
