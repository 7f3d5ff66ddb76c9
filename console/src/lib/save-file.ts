/** Saves a Blob as a download named `name` (a link clicked in the page; its address freed after). */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const EXTENSIONS: Record<string, string> = {
  'application/zip': 'zip',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The file extension of a media type the console downloads ('' for another). */
export const extensionOf = (type: string) => EXTENSIONS[type.split(';')[0]!.trim().toLowerCase()] ?? '';
