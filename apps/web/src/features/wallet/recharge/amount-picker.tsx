import { formatYuan, RECHARGE_MAX_FEN, RECHARGE_MIN_FEN, RECHARGE_PRESETS_FEN } from '@podbench/contract';
import { InputNumber, Radio, Space, Typography } from 'antd';
import styles from '../pay/picker.module.css';

/** A preset (fen) or a custom amount typed in yuan; exactly one of them is in use. */
export interface AmountChoice {
  presetFen: number | null;
  customYuan: number | null;
}

const yuanLabel = (fen: number) => formatYuan(fen).replace(/\.00$/, '');

export function AmountPicker({ value, onChange }: { value: AmountChoice; onChange: (next: AmountChoice) => void }) {
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
          min={RECHARGE_MIN_FEN / 100}
          max={RECHARGE_MAX_FEN / 100}
          precision={2}
          step={100}
          style={{ width: 220 }}
          size="large"
          value={value.customYuan}
          onChange={(customYuan) => onChange({ presetFen: null, customYuan: customYuan ?? null })}
        />
        <Typography.Text type="secondary">
          单笔 ¥{yuanLabel(RECHARGE_MIN_FEN)} – ¥{yuanLabel(RECHARGE_MAX_FEN)}，精确到分
        </Typography.Text>
      </Space>
    </Space>
  );
}
