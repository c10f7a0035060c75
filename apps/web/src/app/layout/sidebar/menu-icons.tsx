import {
  AppstoreOutlined,
  BarChartOutlined,
  CloudUploadOutlined,
  HighlightOutlined,
  IdcardOutlined,
  PictureOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Menu `icon` keys (spec §1: shops, images, products, purchases, totals, company info …) → antd icons. */
const ICONS: Record<string, ReactNode> = {
  shop: <ShopOutlined />,
  picture: <PictureOutlined />,
  highlight: <HighlightOutlined />,
  product: <SkinOutlined />,
  'cloud-upload': <CloudUploadOutlined />,
  shopping: <ShoppingCartOutlined />,
  total: <BarChartOutlined />,
  company: <IdcardOutlined />,
  setting: <SettingOutlined />,
};

export const menuIcon = (key: string | null | undefined): ReactNode => (key && ICONS[key]) || <AppstoreOutlined />;
