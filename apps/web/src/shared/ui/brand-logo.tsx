import type { CSSProperties } from 'react';
import { useSiteConfig } from '../api/get-site-config';

interface BrandLogoProps {
  /** 'light' text for dark backgrounds. */
  tone?: 'light' | 'dark';
  size?: number;
  showName?: boolean;
  style?: CSSProperties;
}

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="pb-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#pb-mark)" />
      <path d="M20 18h14a11 11 0 0 1 0 22h-6v8h-8zm8 7v8h5a4 4 0 0 0 0-8z" fill="#fff" />
    </svg>
  );
}

/** The product mark and the site name from site config. */
export function BrandLogo({ tone = 'dark', size = 28, showName = true, style }: BrandLogoProps) {
  const site = useSiteConfig();
  const name = site.siteName || site.title || 'PodBench';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, ...style }}>
      <BrandMark size={size} />
      {showName && (
        <span
          style={{
            fontWeight: 700,
            fontSize: size * 0.64,
            letterSpacing: 0.3,
            color: tone === 'light' ? '#fff' : '#1f1147',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </span>
      )}
    </span>
  );
}
