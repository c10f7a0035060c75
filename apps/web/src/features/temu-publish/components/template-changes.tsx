import { ReloadOutlined } from '@ant-design/icons';
import type { TemuTemplateChange, TemuTemplateProblem } from '@podbench/contract';
import { Alert, Button, List, Space, Tag } from 'antd';

interface BannerProps {
  status: 'ready' | 'incomplete';
  problems: TemuTemplateProblem[];
  label: (field: string) => string;
}

/** 需补全: the template (often one converted from before attribute templates) lists exactly what to complete. */
export function IncompleteBanner({ status, problems, label }: BannerProps) {
  if (status !== 'incomplete') return null;
  if (problems.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        banner
        data-testid="incomplete-banner"
        message="已补全：保存一次后模板即为「可发布」"
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="incomplete-banner"
      message="需补全：该模板需要按 Temu 类目属性模板补全后才能发布"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {problems.slice(0, 8).map((p) => (
            <li key={`${p.field}:${p.message}`}>
              {label(p.field)}：{p.message}
            </li>
          ))}
          {problems.length > 8 && <li>……另有 {problems.length - 8} 项，见下方校验结果</li>}
        </ul>
      }
    />
  );
}

interface ChangesProps {
  changes: TemuTemplateChange[] | null;
  loading: boolean;
  disabled: boolean;
  onRefresh: () => void;
}

/** 刷新类目模板: fetch the leaf's template again (doc 199 §8-12) and show what changed before publishing. */
export function TemplateChanges({ changes, loading, disabled, onRefresh }: ChangesProps) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="template-changes">
      <Button icon={<ReloadOutlined />} loading={loading} disabled={disabled} onClick={onRefresh}>
        刷新类目模板并对比
      </Button>
      {changes !== null &&
        (changes.length === 0 ? (
          <Alert type="success" showIcon message="Temu 的类目属性模板没有变化，可以直接发布" />
        ) : (
          <Alert
            type={changes.some((c) => c.breaking) ? 'error' : 'info'}
            showIcon
            message={`类目属性模板有 ${changes.length} 处变化${changes.some((c) => c.breaking) ? '，请先按下列提示修改' : ''}`}
            description={
              <List
                size="small"
                dataSource={changes}
                renderItem={(c) => (
                  <List.Item>
                    <Space>
                      <Tag color={c.breaking ? 'red' : 'blue'}>{c.breaking ? '需修改' : '提示'}</Tag>
                      {c.message}
                    </Space>
                  </List.Item>
                )}
              />
            }
          />
        ))}
    </Space>
  );
}
