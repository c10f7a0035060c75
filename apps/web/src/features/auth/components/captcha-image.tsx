import { ReloadOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { captchaImageSrc } from '../api/get-captcha';
import styles from './login-forms.module.css';

interface CaptchaImageProps {
  img: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

export function CaptchaImage({ img, loading, onRefresh }: CaptchaImageProps) {
  return (
    <button type="button" className={styles.captcha} onClick={onRefresh} title="看不清？换一张" aria-label="刷新验证码">
      {img ? <img src={captchaImageSrc(img)} alt="图形验证码" /> : <ReloadOutlined />}
      {loading && <Spin size="small" className={styles.captchaSpin} />}
    </button>
  );
}
