import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { fileUrl } from './file-url';

describe('fileUrl', () => {
  it('keeps a signed API link as it is: the session token never goes into a URL', () => {
    useAuthStore.setState({ token: 'session-token-xyz' });
    const signed = '/api/file/avatar/7/12?e=1790000000&s=AbC-d_e';
    expect(fileUrl(signed)).toBe(signed);
    expect(fileUrl(signed)).not.toContain('token');
  });

  it('leaves other URLs and empty values alone', () => {
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(fileUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(fileUrl('')).toBe('');
    expect(fileUrl(null)).toBe('');
  });
});
