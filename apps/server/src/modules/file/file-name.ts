const MAX_NAME_CHARS = 200;

/**
 * The client's file name, safe to store and echo: no directories (either slash), no control or
 * bidi/zero-width format characters, at most 200 characters with the extension kept. Empty → fallback.
 */
export function sanitizeFileName(raw: string | undefined, fallbackExt: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (!clean || /^\.+$/.test(clean)) return `file.${fallbackExt}`;
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME_CHARS) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(clean.slice(dot)).slice(0, 20) : [];
  return chars.slice(0, MAX_NAME_CHARS - ext.length).join('') + ext.join('');
}

/** `filename*` value of RFC 6266 / 5987 for a Content-Disposition header. */
export const encodeRfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** "50 MB", "1000 字节": the configured limit as a user reads it. */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  const kb = bytes / 1024;
  if (kb >= 1) return `${Number(kb.toFixed(1))} KB`;
  return `${bytes} 字节`;
}
