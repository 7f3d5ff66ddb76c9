import { describe, expect, it } from 'vitest';
import { base64Utf8, previewAddress } from './preview';

describe('upload preview address', () => {
  const file = 'https://oss.dasha-tech.cn/dasha/upload/安装 现场.png';
  it("puts the file's address base64-encoded (UTF-8) after the preview service's, URI-encoded", () => {
    const at = previewAddress(file, 'https://preview.example.com/onlinePreview?url=')!;
    expect(at.startsWith('https://preview.example.com/onlinePreview?url=')).toBe(true);
    const encoded = decodeURIComponent(at.slice('https://preview.example.com/onlinePreview?url='.length));
    expect(encoded).toBe(base64Utf8(file));
    // The service decodes it back to the very address, Chinese and spaces included.
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(file);
    // base64's + / = travel percent-encoded, so the service's query parser keeps them.
    expect(at.slice(at.indexOf('?url=') + 5)).not.toMatch(/[+/=]/);
  });
  it('opens the file itself without a service, and nothing but http(s) addresses', () => {
    expect(previewAddress(file, undefined)).toBe(file);
    expect(previewAddress('javascript:alert(1)', 'https://preview.example.com/onlinePreview?url=')).toBeUndefined();
    expect(previewAddress('data:text/html,x', undefined)).toBeUndefined();
  });
});
