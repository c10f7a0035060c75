import {
  NOTIFICATION_TYPE_INFO,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  UNPAID_HOURS_MAX,
  UNPAID_HOURS_MIN,
  UserType,
} from '@podbench/contract';
import { Alert, App, Button, Card, Checkbox, Form, InputNumber, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';
import styles from './notify-settings.module.css';

interface FormValues {
  enabled: NotificationSettings['enabled'];
  unpaidHours: number;
  /** Yuan in the form, fen on the wire. */
  lowBalanceYuan: number;
}

/** /system/notifySettings (个人中心 › 通知设置): which events create a notification, N hours, the low-balance line. */
export default function NotifySettingsPage() {
  const isSub = useAuthStore((s) => s.userInfo?.userType === UserType.SUB);
  const { data, isLoading } = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    if (data) {
      form.setFieldsValue({
        enabled: data.enabled,
        unpaidHours: data.unpaidHours,
        lowBalanceYuan: data.lowBalanceFen / 100,
      });
    }
  }, [data, form]);

  const onFinish = (v: FormValues) =>
    save
      .mutateAsync({
        enabled: NOTIFICATION_TYPES.filter((t) => v.enabled.includes(t)),
        unpaidHours: v.unpaidHours,
        lowBalanceFen: Math.round(v.lowBalanceYuan * 100),
      })
      .then(
        () => message.success('通知设置已保存'),
        () => undefined, // the request layer has shown why
      );

  return (
    <Card variant="borderless" title="通知设置">
      {isSub && <Alert type="info" showIcon className={styles.alert} title="通知设置由主账号管理，子账号只能查看。" />}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} disabled={isSub} className={styles.form}>
          <Form.Item name="enabled" label="以下事件发生时通知我">
            <Checkbox.Group className={styles.events}>
              {NOTIFICATION_TYPES.map((t) => (
                <Checkbox key={t} value={t} className={styles.event}>
                  <span className={styles.eventLabel}>{NOTIFICATION_TYPE_INFO[t].label}</span>
                  <Typography.Text type="secondary" className={styles.hint}>
                    {NOTIFICATION_TYPE_INFO[t].hint}
                  </Typography.Text>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Space size={32} wrap align="start">
            <Form.Item
              name="unpaidHours"
              label="备货单超过多少小时未支付时提醒"
              rules={[
                { required: true, message: '请填写小时数' },
                {
                  type: 'integer',
                  min: UNPAID_HOURS_MIN,
                  max: UNPAID_HOURS_MAX,
                  message: `请填写 ${UNPAID_HOURS_MIN}–${UNPAID_HOURS_MAX} 的整数`,
                },
              ]}
            >
              <InputNumber
                min={UNPAID_HOURS_MIN}
                max={UNPAID_HOURS_MAX}
                precision={0}
                suffix="小时"
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item
              name="lowBalanceYuan"
              label="余额低于多少时提醒"
              rules={[{ required: true, message: '请填写金额' }]}
            >
              <InputNumber min={0} max={1_000_000} precision={2} prefix="¥" style={{ width: 180 }} />
            </Form.Item>
          </Space>
          <Typography.Paragraph type="secondary" className={styles.note}>
            超时未支付按 Temu
            下单时间计算，每个备货单只提醒一次；余额低于提醒金额时提醒一次，充值回到提醒金额以上后再次低于时会重新提醒；店铺授权在
            7 天内过期时提醒。保存后立即按新设置检查一次。
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存设置
          </Button>
        </Form>
      )}
    </Card>
  );
}
