import type { QuoteResult, Shipment } from '@podbench/contract';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { useCarriers } from '../api/desk';
import { useBook, useQuote } from '../api/shipments';
import { pickupTime, QuoteOptions } from './quote-options';

type Method = 'platform' | 'own';

/**
 * 发货 (bg.shiporder.packing.send, irreversible): Temu's platform carrier — weight → 获取报价 (logisticsmatch) → a
 * carrier and a pickup slot — or one's own carrier from Temu's dictionary with its tracking number.
 */
export function BookModal({ shipment, onClose }: { shipment: Shipment | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [method, setMethod] = useState<Method>('platform');
  const [weightKg, setWeightKg] = useState<number | null>(null);
  const [quote, setQuote] = useState<QuoteResult | null>(null);
  const [predictId, setPredictId] = useState<number | null>(null);
  const [slot, setSlot] = useState<number | null>(null);
  const [shipId, setShipId] = useState<number | null>(null);
  const [trackingNo, setTrackingNo] = useState('');
  const quoting = useQuote();
  const book = useBook();
  const carriers = useCarriers(shipment?.shopId ?? 0, shipment !== null && method === 'own');
  const boxes = shipment?.boxes.length ?? 0;
  const chosen = quote?.options.find((o) => o.predictId === predictId);
  const chosenSlot = chosen && slot !== null ? chosen.slots[slot] : undefined;
  const trackingOk = /^[A-Za-z0-9-]{4,50}$/.test(trackingNo.trim());
  const ready = method === 'platform' ? Boolean(chosenSlot && weightKg) : Boolean(shipId && trackingOk);

  const reset = () => {
    setQuote(null);
    setPredictId(null);
    setSlot(null);
  };
  const getQuote = async () => {
    if (!shipment || !weightKg) return;
    reset();
    const q = await quoting.mutateAsync({ id: shipment.id, weightG: weightKg * 1000 });
    setQuote(q);
    if (q.options.length === 1) setPredictId(q.options[0]!.predictId);
  };
  const submit = async () => {
    if (!shipment) return;
    const s = await book.mutateAsync(
      method === 'platform'
        ? {
            id: shipment.id,
            method,
            predictId: predictId!,
            pickupAt: pickupTime(chosenSlot!),
            weightG: weightKg! * 1000,
          }
        : { id: shipment.id, method, shipId: shipId!, trackingNo: trackingNo.trim() },
    );
    message.success(`已发货：${s.carrier?.expressCompanyName ?? ''} ${s.carrier?.expressBatchSn ?? ''}`.trim());
    onClose();
  };

  return (
    <Modal
      title={`发货 · 发货单 #${shipment?.id ?? ''}`}
      open={shipment !== null}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        reset();
        setWeightKg(null);
        setShipId(null);
        setTrackingNo('');
        setMethod('platform');
        book.reset();
      }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!ready} loading={book.isPending} onClick={() => void submit()}>
          {book.isPending ? '正在向 Temu 下单…' : '确认发货'}
        </Button>,
      ]}
      width={640}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        message={`共 ${boxes} 箱。发货后不能再取消发货单；请确认箱唛已贴好。`}
      />
      <Form layout="vertical">
        <Form.Item label="物流方式">
          <Radio.Group
            value={method}
            onChange={(e) => setMethod(e.target.value as Method)}
            optionType="button"
            options={[
              { value: 'platform', label: 'Temu 平台物流' },
              { value: 'own', label: '自有物流' },
            ]}
          />
        </Form.Item>
        {method === 'platform' ? (
          <>
            <Form.Item label="预估总重量（千克，按整千克计，至少 1 千克）">
              <Space>
                <InputNumber
                  min={1}
                  max={1000}
                  precision={0}
                  value={weightKg}
                  aria-label="预估总重量"
                  onChange={(v) => {
                    setWeightKg(v);
                    reset();
                  }}
                />
                <Button disabled={!weightKg} loading={quoting.isPending} onClick={() => void getQuote()}>
                  获取报价
                </Button>
                {quote && (
                  <Typography.Text type="secondary">{`报价时间 ${parseTime(quote.quotedAt, '{h}:{i}:{s}')}`}</Typography.Text>
                )}
              </Space>
            </Form.Item>
            <Spin spinning={quoting.isPending} tip="正在向 Temu 询价…">
              {quoting.error && <Alert type="error" showIcon message={quoting.error.message} />}
              {quote && (
                <QuoteOptions
                  options={quote.options}
                  predictId={predictId}
                  onPick={(id) => {
                    setPredictId(id);
                    setSlot(null);
                  }}
                  slot={slot}
                  onSlot={setSlot}
                />
              )}
            </Spin>
          </>
        ) : (
          <>
            <Form.Item label="物流公司">
              <Select
                showSearch
                optionFilterProp="label"
                loading={carriers.isFetching}
                value={shipId ?? undefined}
                onChange={setShipId}
                placeholder="请选择物流公司"
                aria-label="物流公司"
                options={(carriers.data?.rows ?? []).map((c) => ({ value: c.shipId, label: c.shipName }))}
              />
            </Form.Item>
            <Form.Item
              label="运单号"
              validateStatus={trackingNo && !trackingOk ? 'error' : undefined}
              help={trackingNo && !trackingOk ? '运单号应为 4–50 位字母、数字或短横线' : undefined}
            >
              <Input
                maxLength={50}
                value={trackingNo}
                onChange={(e) => setTrackingNo(e.target.value)}
                aria-label="运单号"
              />
            </Form.Item>
          </>
        )}
      </Form>
      {book.error && <Alert type="error" showIcon message="发货失败" description={book.error.message} />}
    </Modal>
  );
}
