/**
 * A multipart body as FormData (the browser or Node sets the boundary), for openapi-fetch's
 * `bodySerializer`: the body itself is typed by the operation's multipart schema; arrays become
 * repeated parts; numbers and booleans are sent as their text; an absent value is left out.
 * @example await blade.call(blade.api.POST('/blade-resource/oss/endpoint/put-file', { body: { file }, bodySerializer: formData }))
 */
export function formData(body: Record<string, string | number | boolean | Blob | Blob[] | undefined | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part instanceof Blob ? part : String(part));
  }
  return form;
}
