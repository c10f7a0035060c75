import { describe, expect, it } from 'vitest';
import { encodeRfc5987, formatByteLimit, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['C:\\Users\\me\\设计.png', '设计.png'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['a\u0000b\u202ec.png', 'abc.png'],
    ['  spaced.png  ', 'spaced.png'],
    ['..', 'file.png'],
    ['', 'file.png'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw, 'png')).toBe(expected);
  });

  it('cuts long names to 200 characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'图'.repeat(500)}.jpeg`, 'jpg');
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('图.jpeg')).toBe(true);
  });
});

describe('header helpers', () => {
  it('encodes a filename* value', () => {
    expect(encodeRfc5987("a b'(1)*.png")).toBe('a%20b%27%281%29%2A.png');
  });

  it('words a limit the way a user reads it', () => {
    expect(formatByteLimit(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatByteLimit(1536)).toBe('1.5 KB');
    expect(formatByteLimit(1000)).toBe('1000 字节');
  });
});
