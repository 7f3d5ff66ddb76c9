import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';
import shipped from '../../public/config.json';

const answer = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

describe('runtime configuration (config.json)', () => {
  it('an empty file gives the spec §9 defaults', () => {
    expect(defaultRuntimeConfig).toEqual({
      apiBase: '/api',
      clientId: 'saber',
      clientSecret: 'saber_secret',
      tenantMode: true,
      captchaMode: true,
      tenantId: '000000',
      switchMode: true,
      erpCode: 'admin',
      language: 'zh',
      theme: 'default',
    });
  });
  it('the shipped config.json is valid and states the defaults', () => {
    const result = parseRuntimeConfig(shipped);
    expect(result).toEqual({ ok: true, config: defaultRuntimeConfig });
  });
  it('takes the ERP code (spec §6: admin), refusing an empty one', () => {
    const ok = parseRuntimeConfig({ erpCode: 'erp_admin' });
    expect(ok.ok && ok.config.erpCode).toBe('erp_admin');
    const bad = parseRuntimeConfig({ erpCode: '' });
    expect(!bad.ok && bad.problems[0]).toBe('erpCode: must not be empty');
  });
  it("takes the online-preview service's address, and refuses one that is not http(s)", () => {
    const ok = parseRuntimeConfig({ previewUrl: 'https://preview.example.com/onlinePreview?url=' });
    expect(ok.ok && ok.config.previewUrl).toBe('https://preview.example.com/onlinePreview?url=');
    const bad = parseRuntimeConfig({ previewUrl: 'preview.example.com' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems[0]).toMatch(/^previewUrl: must be an http\(s\) URL/);
  });

  it("takes the Flowable modeler's address (a URL or a path on this site), and refuses a bare host", () => {
    const ok = parseRuntimeConfig({ flowDesignUrl: 'http://localhost:9999/' });
    expect(ok.ok && ok.config.flowDesignUrl).toBe('http://localhost:9999');
    expect(parseRuntimeConfig({}).ok && defaultRuntimeConfig.flowDesignUrl).toBeUndefined();
    const bad = parseRuntimeConfig({ flowDesignUrl: 'localhost:9999' });
    expect(!bad.ok && bad.problems[0]).toMatch(/^flowDesignUrl: must be a path on this site/);
  });

  it("takes the error log's collector (BladeX has none: absent, no upload)", () => {
    const ok = parseRuntimeConfig({ errorLogUploadUrl: '/api/__sandbox/error-log' });
    expect(ok.ok && ok.config.errorLogUploadUrl).toBe('/api/__sandbox/error-log');
    expect(defaultRuntimeConfig.errorLogUploadUrl).toBeUndefined();
    const bad = parseRuntimeConfig({ errorLogUploadUrl: 'collector.example.com/log' });
    expect(!bad.ok && bad.problems[0]).toMatch(/^errorLogUploadUrl: must be a path on this site/);
  });

  it('takes a gateway URL, a title per language and the stock theme spelling', () => {
    const result = parseRuntimeConfig({
      apiBase: 'https://gw.example.com/',
      title: { zh: '甲', en: 'A' },
      theme: 'theme-dark',
      captchaMode: false,
    });
    expect(result.ok && result.config).toMatchObject({
      apiBase: 'https://gw.example.com',
      title: { zh: '甲', en: 'A' },
      theme: 'dark',
      captchaMode: false,
    });
  });
  it('names each wrong field and what it must be', () => {
    const result = parseRuntimeConfig({ apiBase: 'gateway', captchaMode: 'yes', theme: 'pink', captchMode: true });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('apiBase:'))).toMatch(/"\/api".*http\(s\) URL/);
    expect(problems.find((p) => p.startsWith('captchaMode:'))).toBe('captchaMode: must be true or false (no quotes)');
    expect(problems.find((p) => p.startsWith('theme:'))).toMatch(/theme-default/);
    expect(problems.find((p) => p.startsWith('unknown field'))).toContain('"captchMode"');
    const bad = parseRuntimeConfig({ language: 'fr', title: '', clientId: 7 });
    expect(parseRuntimeConfig({ title: 5 })).toEqual({ ok: false, problems: ['title: must be a text, or { "zh": "…", "en": "…" }'] });
    expect(bad.ok ? [] : bad.problems).toEqual([
      'clientId: must be a text in quotes',
      'title: must not be empty',
      'language: must be "zh" or "en"',
    ]);
    expect(parseRuntimeConfig([1])).toEqual({ ok: false, problems: ['config.json must hold a JSON object ({ ... })'] });
  });
  it('says when the file is missing or not JSON (an SPA fallback answering index.html)', async () => {
    expect(await fetchRuntimeConfig('/config.json', answer(404, ''))).toEqual({
      ok: false,
      problems: ['/config.json answered HTTP 404; it must sit beside index.html'],
    });
    const html = await fetchRuntimeConfig('/config.json', answer(200, '<!doctype html>'));
    expect(!html.ok && html.problems[0]).toMatch(/^\/config.json is not valid JSON/);
    const down = await fetchRuntimeConfig('/config.json', (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    expect(!down.ok && down.problems[0]).toBe('/config.json could not be fetched: Failed to fetch');
  });
});
