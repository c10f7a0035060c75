import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';

/** 1 合格, 2 不合格 (historyVOS[0].qcDetail.qcResult); anything else has no result from Temu yet. */
export function QcResultTag({ result }: { result: number }) {
  if (result === 1)
    return (
      <Tag icon={<CheckCircleFilled />} color="success">
        合格
      </Tag>
    );
  if (result === 2)
    return (
      <Tag icon={<CloseCircleFilled />} color="error">
        不合格
      </Tag>
    );
  return <Tag>暂无结果</Tag>;
}
