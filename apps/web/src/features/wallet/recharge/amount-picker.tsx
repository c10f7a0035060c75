import { formatYuan, RECHARGE_MAX_FEN, RECHARGE_MIN_FEN, RECHARGE_PRESETS_FEN } from '@podbench/contract';
import { InputNumber, Radio, Space, Typography } from 'antd';
import styles from '../pay/picker.module.css';

/** A preset (fen) or a custom amount typed in yuan; exactly one of them is in use. */
export interface AmountChoice {
  presetFen: number | null;
  customYuan: number | null;
}

const yuanLabel = (fen: number) => formatYuan(fen).replace(/\.00$/, '');

/** Why a typed amount cannot be paid, in the words the server would use; null when it can. */
export function amountProblem(choice: AmountChoice, amountFen: number): string | null {
  if (choice.presetFen === null && choice.customYuan === null) return null;
  if (amountFen < RECHARGE_MIN_FEN) return `充值金额最少 ¥${formatYuan(RECHARGE_MIN_FEN)}`;
  if (amountFen > RECHARGE_MAX_FEN) return `单笔充值最多 ¥${formatYuan(RECHARGE_MAX_FEN)}`;
  return null;
}

export function AmountPicker({
  value,
  problem,
  onChange,
}: {
  value: AmountChoice;
  problem?: string | null;
  onChange: (next: AmountChoice) => void;
}) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Radio.Group
        value={value.presetFen}
        onChange={(e) => onChange({ presetFen: e.target.value as number, customYuan: null })}
        className={styles.tiles}
      >
        {RECHARGE_PRESETS_FEN.map((fen) => (
          <Radio.Button key={fen} value={fen} className={styles.amountTile} aria-label={`¥${yuanLabel(fen)}`}>
            ¥{yuanLabel(fen)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Space wrap align="center">
        <InputNumber<number>
          aria-label="自定义金额"
          prefix="¥"
          placeholder="自定义金额"
          // No min/max clamping: a clamped amount would silently change what the seller typed. The form says why
          // an amount is refused instead (amountProblem).
          min={0}
          precision={2}
          step={100}
          style={{ width: 220 }}
          size="large"
          status={problem ? 'error' : undefined}
          value={value.customYuan}
          onChange={(customYuan) => onChange({ presetFen: null, customYuan: customYuan ?? null })}
        />
        <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
          {problem ?? `单笔 ¥${yuanLabel(RECHARGE_MIN_FEN)} – ¥${yuanLabel(RECHARGE_MAX_FEN)}，精确到分`}
        </Typography.Text>
      </Space>
    </Space>
  );
}
