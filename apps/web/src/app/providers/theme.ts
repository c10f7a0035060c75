import type { ThemeConfig } from 'antd';

export const BRAND_PURPLE = '#7c3aed';

export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PURPLE,
    colorLink: BRAND_PURPLE,
    colorInfo: BRAND_PURPLE,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Card: { borderRadiusLG: 10 },
  },
};
