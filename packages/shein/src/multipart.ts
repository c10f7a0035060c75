import { randomBytes } from 'node:crypto';

/** A multipart/form-data body built in memory (the client's fetch takes bytes, in-process or over the network). */
export function multipartBody(
  fields: Record<string, string>,
  file: { field: string; filename: string; contentType: string; bytes: Uint8Array },
) {
  const boundary = `----podbench${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(Buffer.concat(parts)) };
}
