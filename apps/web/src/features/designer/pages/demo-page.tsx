import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Designer } from '../designer';
import styles from '../designer.module.css';
import { BlankPicker } from './blank-picker';
import { useOpenDesign } from './use-open-design';

/** `/demo`: the designer without an account. Public catalogue, images kept in the browser, nothing saved. */
export default function DemoPage() {
  const navigate = useNavigate();
  const [productId, setProductId] = useState<number | null>(null);
  const open = useOpenDesign(null, productId);
  const signUp = (
    <Button type="primary" onClick={() => navigate('/register')}>
      免费注册
    </Button>
  );
  const banner = (
    <div className={styles.banner}>
      <span>试用模式：设计不会保存。注册后即可保存设计、自动生成印刷文件与样机图，并一键刊登到 Temu。</span>
      <Button size="small" ghost onClick={() => navigate('/register')}>
        立即注册
      </Button>
    </div>
  );
  if (open.status === 'pick' || productId === null) {
    return (
      <div className={styles.fullPage}>
        {banner}
        <BlankPicker title="选择一款产品，开始试用设计器" onPick={(p) => setProductId(p.id)} />
      </div>
    );
  }
  if (open.status !== 'ready') return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <div className={styles.fullPage}>
      <Designer
        local
        banner={banner}
        actions={
          <>
            {signUp}
            <Button onClick={() => navigate('/login')}>登录</Button>
          </>
        }
      />
    </div>
  );
}
