import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';

export function QcResultTag({ result }: { result: number }) {
  return result === 1 ? (
    <Tag icon={<CheckCircleFilled />} color="success">
      合格
    </Tag>
  ) : (
    <Tag icon={<CloseCircleFilled />} color="error">
      不合格
    </Tag>
  );
}
