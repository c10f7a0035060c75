import { LoginOutlined, ScissorOutlined } from '@ant-design/icons';
import { Button, Card, Space, Steps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DEMO_AFTER, DEMO_ASPECT, DEMO_BEFORE } from '../lib/demo-art';
import { CompareSlider } from './compare-slider';
import styles from './removal.module.css';

/**
 * Signed out, the page explains and invites sign-in rather than processing anything: results are saved to the
 * seller's gallery and the originals come from it, both of which need an account. The slider shows a sample.
 */
export function SignedOutIntro() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Card variant="borderless" className={styles.hero}>
        <div style={{ flex: '1 1 360px' }}>
          <h1 className={styles.title}>
            <ScissorOutlined /> 批量抠图
          </h1>
          <p className={styles.lead}>
            一次为多张设计图去除纯色或近似纯色的背景，边缘平滑、自动清除杂点，结果直接保存到图库，原图保持不变。
          </p>
          <ul className={styles.points}>
            <li>从图库勾选或直接上传，单批最多 50 张</li>
            <li>逐张显示处理进度，拖动滑块对比抠图前后</li>
            <li>结果为透明背景 PNG，保留原图 DPI，可直接用于印刷</li>
          </ul>
          <Space style={{ marginTop: 16 }}>
            <Button
              type="primary"
              size="large"
              icon={<LoginOutlined />}
              onClick={() => navigate(`/login?redirect=${encodeURIComponent('/BatchRemoval')}`)}
            >
              登录后使用
            </Button>
            <Button size="large" onClick={() => navigate('/register')}>
              免费注册
            </Button>
          </Space>
        </div>
        <div className={styles.demo}>
          <CompareSlider before={DEMO_BEFORE} after={DEMO_AFTER} aspect={DEMO_ASPECT} maxHeight={315} alt="示例图" />
          <div className={styles.muted} style={{ textAlign: 'center', marginTop: 6 }}>
            拖动滑块查看效果（示例）
          </div>
        </div>
      </Card>
      <Card variant="borderless" title="使用步骤">
        <Steps
          items={[
            { title: '选择图片', content: '从图库勾选，或上传 PNG / JPEG / WebP / TIFF' },
            { title: '自动抠图', content: '后台逐张处理，可离开页面稍后回来查看' },
            { title: '对比确认', content: '拖动滑块检查边缘，必要时调整容差重新处理' },
            { title: '保存到图库', content: '结果作为新图片保存，原图不受影响' },
          ]}
        />
      </Card>
    </div>
  );
}
