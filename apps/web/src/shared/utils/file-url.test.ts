import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url';

describe('fileUrl', () => {
  it('adds the token to stored-file URLs', () => {
    expect(fileUrl('/api/file/12', 'a b')).toBe('/api/file/12?token=a%20b');
    expect(fileUrl('/api/file/12?download=1', 't')).toBe('/api/file/12?download=1&token=t');
  });

  it('leaves other URLs and empty values alone', () => {
    expect(fileUrl('https://cdn.example.com/a.png', 't')).toBe('https://cdn.example.com/a.png');
    expect(fileUrl('data:image/png;base64,AAAA', 't')).toBe('data:image/png;base64,AAAA');
    expect(fileUrl('', 't')).toBe('');
    expect(fileUrl(null, 't')).toBe('');
    expect(fileUrl('/api/file/3', '')).toBe('/api/file/3');
  });
});
