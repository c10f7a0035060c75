import { CheckCircleFilled, CloudUploadOutlined, PrinterOutlined } from '@ant-design/icons';
import styles from './hero.module.css';

/** Decorative: a T-shirt on the design canvas with the steps that follow. No data. */
export function ProductIllustration() {
  return (
    <div className={styles.illustration} aria-hidden="true">
      <div className={styles.canvasCard}>
        <div className={styles.canvasBar}>
          <span />
          <span />
          <span />
          <b>设计器 · 纯棉 T 恤 · 前胸</b>
        </div>
        <svg viewBox="0 0 240 220" className={styles.shirt}>
          <title>T 恤设计示意</title>
          <defs>
            <linearGradient id="pb-art" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#f472b6" />
              <stop offset="1" stopColor="#7c3aed" />
            </linearGradient>
          </defs>
          <path
            d="M80 20 L55 28 L15 60 L38 95 L58 82 L58 205 L182 205 L182 82 L202 95 L225 60 L185 28 L160 20 Q120 48 80 20 Z"
            fill="#fff"
            stroke="#d9d3ea"
            strokeWidth="2"
          />
          <rect x="82" y="70" width="76" height="92" rx="4" fill="none" stroke="#a78bfa" strokeDasharray="5 4" />
          <circle cx="120" cy="108" r="26" fill="url(#pb-art)" />
          <text x="120" y="152" textAnchor="middle" fontSize="13" fontWeight="700" fill="#4c1d95">
            POD
          </text>
        </svg>
      </div>
      <div className={`${styles.chip} ${styles.chipA}`}>
        <PrinterOutlined /> 300 DPI 印刷文件
      </div>
      <div className={`${styles.chip} ${styles.chipB}`}>
        <CloudUploadOutlined /> 批量发布到 Temu
      </div>
      <div className={`${styles.chip} ${styles.chipC}`}>
        <CheckCircleFilled /> 发布成功
      </div>
    </div>
  );
}
