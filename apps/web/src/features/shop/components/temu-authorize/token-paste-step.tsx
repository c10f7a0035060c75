import { LoadingOutlined } from '@ant-design/icons';
import { type ShopRow, shopAuthorizeBody } from '@podbench/contract';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { required, zodRule } from '@/shared/utils/form-rules';
import { useAuthorizeShop } from '../../api/authorize-shop';
import { useReauthorizeShop } from '../../api/reauthorize-shop';
import type { ShopQuota } from '../../api/use-shop-quota';
import { StepFooter } from '../step-footer';
import styles from './token-paste-step.module.css';

interface Props {
  target: ShopRow | null;
  quota?: ShopQuota;
  onBack: () => void;
  onBound: (shop: ShopRow) => void;
}

const tokenRules = [required('请粘贴 access_token'), zodRule(shopAuthorizeBody.shape.accessToken)];
const nameRules = [zodRule(shopAuthorizeBody.shape.mallName)];
type Values = { accessToken: string; mallName?: string };

/** Step 2: paste the token; the server verifies it at Temu and binds the shop in the same call. */
export function TokenPasteStep({ target, quota, onBack, onBound }: Props) {
  const [form] = Form.useForm<Values>();
  const authorize = useAuthorizeShop();
  const reauthorize = useReauthorizeShop();
  const pending = authorize.isPending || reauthorize.isPending;
  const error = (target ? reauthorize : authorize).error;
  const full = !target && quota !== undefined && quota.used >= quota.limit;

  const submit = async ({ accessToken, mallName }: Values) => {
    const token = accessToken.trim();
    const name = mallName?.trim() || undefined;
    try {
      onBound(
        target
          ? await reauthorize.mutateAsync({ id: target.id, accessToken: token })
          : await authorize.mutateAsync({ accessToken: token, mallName: name }),
      );
    } catch {
      // The request layer toasted the reason; the alert below keeps it on screen next to the field.
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={pending}>
      {target ? (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={`为「${target.mallName}」（Mall ID ${target.mallId}）粘贴新的 access_token`}
          description="新 token 必须属于同一店铺；校验通过后立即替换旧 token。"
        />
      ) : null}
      {full ? (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={`已授权 ${quota.used} 个店铺，达到当前会员等级上限（${quota.limit} 个）`}
          description={
            <>
              授权新店铺前请先解绑不用的店铺，或<Link to="/system/vip">升级会员</Link>
              。为已授权的店铺更新 token 不受影响。
            </>
          }
        />
      ) : null}
      <Form.Item
        name="accessToken"
        label="access_token"
        rules={tokenRules}
        validateFirst
        extra="PodBench 会向 Temu 校验该 token，读取 Mall ID、托管类型与到期时间；token 加密保存，之后不再显示。"
      >
        <Input.TextArea
          className={styles.token}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="粘贴从 Temu 卖家中心复制的 access_token"
          spellCheck={false}
          autoComplete="off"
          autoFocus
        />
      </Form.Item>
      {target ? null : (
        <Form.Item
          name="mallName"
          label="店铺名称（选填）"
          rules={nameRules}
          extra="Temu 不提供店铺名称；留空则显示为「Temu 店铺 Mall ID」。"
        >
          <Input maxLength={50} placeholder="给店铺起个便于识别的名字" autoComplete="off" />
        </Form.Item>
      )}
      {pending ? (
        <Alert type="info" showIcon icon={<LoadingOutlined />} title="正在向 Temu 校验 token 并读取店铺信息…" />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={error.message}
          description="请确认复制的是完整的 access_token、已在卖家中心勾选全部接口并确认授权，且该 token 没有过期或被重新生成。"
        />
      ) : null}
      <StepFooter>
        <Button onClick={onBack} disabled={pending}>
          上一步
        </Button>
        <Button type="primary" htmlType="submit" loading={pending} disabled={false}>
          校验并授权
        </Button>
      </StepFooter>
    </Form>
  );
}
