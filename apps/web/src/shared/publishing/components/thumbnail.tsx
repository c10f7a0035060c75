import { FileImageOutlined } from '@ant-design/icons';
import { Image } from 'antd';

/** A list row's picture (56 px, previewable), or a grey placeholder when there is none. */
export function Thumbnail({ url }: { url: string | null }) {
  return url ? (
    <Image src={url} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
  ) : (
    <FileImageOutlined style={{ fontSize: 28, color: '#bfbfbf' }} />
  );
}
