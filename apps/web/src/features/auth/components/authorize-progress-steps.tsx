import { LoadingOutlined } from '@ant-design/icons';
import { Steps } from 'antd';

type Phase = 'working' | 'done' | 'failed';

/** 收到回调 → 换取授权并校验店铺 → 返回店铺列表, shown in every state of /auth-redirect. */
export function AuthorizeProgressSteps({ marketplace, phase }: { marketplace: string; phase: Phase }) {
  return (
    <Steps
      size="small"
      current={phase === 'done' ? 2 : 1}
      status={phase === 'failed' ? 'error' : phase === 'done' ? 'finish' : 'process'}
      style={{ maxWidth: 640, margin: '0 auto 8px' }}
      items={[
        { title: `收到 ${marketplace} 回调` },
        {
          title: '换取授权并校验店铺',
          icon: phase === 'working' ? <LoadingOutlined /> : undefined,
        },
        { title: '返回店铺列表' },
      ]}
    />
  );
}
