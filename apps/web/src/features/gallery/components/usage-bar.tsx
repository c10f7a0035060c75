import { Progress, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { useUsage } from '../api/get-usage';
import styles from './gallery.module.css';

/** Storage used against the VIP quota; past 75 % it turns orange and offers the VIP page, past 90 % red. */
export function UsageBar() {
  const { data } = useUsage();
  if (!data) return <Skeleton.Input active size="small" className={styles.usage} />;
  const percent = data.quotaBytes ? Math.min(100, (data.usedBytes / data.quotaBytes) * 100) : 100;
  const colour = percent >= 90 ? '#ff4d4f' : percent >= 75 ? '#fa8c16' : '#7c3aed';
  return (
    <section className={styles.usage} aria-label="存储空间">
      <div className={styles.usageText}>
        <span>
          已用 {formatFileSize(data.usedBytes)} / 共 {formatFileSize(data.quotaBytes)}
        </span>
        {percent >= 75 ? <Link to="/system/vip">升级会员扩容</Link> : <span>{percent.toFixed(1)}%</span>}
      </div>
      <Progress percent={percent} showInfo={false} strokeColor={colour} size="small" />
      <div className={styles.usageText}>
        <span>图片 {data.imageCount} 张</span>
        <span>回收站 {data.trashCount} 张</span>
      </div>
    </section>
  );
}
