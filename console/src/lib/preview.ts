// An upload's 预览 (spec §3): the configured online-preview service (kkFileView) with the file's
// address base64-encoded (UTF-8, then URI-encoded: a base64 text holds + / =), else the file itself.
import { website } from './config';

/** Base64 of a text's UTF-8 bytes (btoa alone takes Latin-1 only: a Chinese file name breaks it). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Where 预览 goes for a file address, or undefined for anything but an http(s) address (never a script URL). */
export function previewAddress(fileUrl: string, service: string | undefined = website.previewUrl): string | undefined {
  if (!/^https?:\/\//i.test(fileUrl)) return undefined;
  return service ? `${service}${encodeURIComponent(base64Utf8(fileUrl))}` : fileUrl;
}
