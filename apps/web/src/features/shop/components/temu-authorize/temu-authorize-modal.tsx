import type { ShopRow } from '@podbench/contract';
import { Modal, Steps } from 'antd';
import { useState } from 'react';
import type { ShopQuota } from '../../api/use-shop-quota';
import { AuthorizedStep } from './authorized-step';
import { TokenGuideStep } from './token-guide-step';
import { TokenPasteStep } from './token-paste-step';

interface Props {
  open: boolean;
  /** The shop whose token is replaced (重新授权); null for a new shop (授权店铺). */
  target: ShopRow | null;
  quota?: ShopQuota;
  onClose: () => void;
}

const STEPS = [{ title: '获取 access_token' }, { title: '粘贴并校验' }, { title: '授权完成' }];

/** 授权店铺 / 重新授权 for Temu: find the token, paste it, see the verified shop. */
export function TemuAuthorizeModal({ open, target, quota, onClose }: Props) {
  return (
    <Modal
      open={open}
      title={target ? `重新授权「${target.mallName}」` : '授权 Temu 店铺'}
      width={820}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
    >
      <TemuAuthorizeFlow target={target} quota={quota} onClose={onClose} />
    </Modal>
  );
}

/** Lives only while the modal is open (destroyOnHidden), so every opening starts at step 1 with an empty field. */
function TemuAuthorizeFlow({ target, quota, onClose }: Omit<Props, 'open'>) {
  const [step, setStep] = useState(0);
  const [bound, setBound] = useState<ShopRow | null>(null);
  return (
    <>
      <Steps
        current={step}
        status={step === 2 ? 'finish' : 'process'}
        size="small"
        items={STEPS}
        style={{ margin: '12px 0 28px' }}
      />
      {step === 0 ? (
        <TokenGuideStep reauthorize={target !== null} onNext={() => setStep(1)} onCancel={onClose} />
      ) : null}
      {step === 1 ? (
        <TokenPasteStep
          target={target}
          quota={quota}
          onBack={() => setStep(0)}
          onBound={(shop) => {
            setBound(shop);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 && bound ? (
        <AuthorizedStep
          shop={bound}
          reauthorized={target !== null}
          onAnother={() => {
            setBound(null);
            setStep(0);
          }}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}
