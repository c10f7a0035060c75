import { AppstoreAddOutlined } from '@ant-design/icons';
import type { DesignTemplateCard } from '@podbench/contract';
import { Button, Empty, Input, Modal, Pagination, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRenameTemplate, useTemplates } from '../api/templates';
import { ApplyTemplateDialog } from '../components/apply-template-dialog';
import { TemplateCard } from '../components/template-card';
import styles from '../design-template.module.css';

const PAGE_SIZE = 20;

/** `/design/designTemplate`: saved design templates; apply one to another blank as a new design. */
export default function DesignTemplatePage() {
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [applying, setApplying] = useState<DesignTemplateCard | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const list = useTemplates({ pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  const rename = useRenameTemplate();
  const rows = list.data?.rows ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>设计模板</h2>
          <span className={styles.sub}>
            共 {list.data?.total ?? 0} 个模板 · 在设计器里「保存为设计模板」，再套用到其他商品：图层按印刷区域等比缩放
          </span>
        </div>
        <Space>
          <Input.Search
            allowClear
            placeholder="搜索模板名称"
            onSearch={(v) => {
              setKeyword(v);
              setPageNum(1);
            }}
            style={{ width: 220 }}
          />
          <Button icon={<AppstoreAddOutlined />} onClick={() => navigate('/design/designBatch')}>
            批量套图
          </Button>
        </Space>
      </div>
      {list.isLoading && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {!list.isLoading && rows.length === 0 && (
        <Empty
          style={{ marginTop: 80 }}
          description={keyword ? '没有匹配的模板' : '还没有设计模板：在设计器工具栏点「保存为设计模板」'}
        >
          <Button type="primary" onClick={() => navigate('/design/designCanvas')}>
            去设计
          </Button>
        </Empty>
      )}
      <div className={styles.grid}>
        {rows.map((card) => (
          <TemplateCard
            key={card.id}
            card={card}
            onApply={() => setApplying(card)}
            onRename={() => setRenaming({ id: card.id, name: card.name })}
          />
        ))}
      </div>
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          onChange={setPageNum}
          showSizeChanger={false}
        />
      )}
      {applying && <ApplyTemplateDialog template={applying} onClose={() => setApplying(null)} />}
      <Modal
        title="重命名模板"
        open={renaming !== null}
        confirmLoading={rename.isPending}
        onCancel={() => setRenaming(null)}
        onOk={() => renaming && rename.mutateAsync(renaming).then(() => setRenaming(null))}
      >
        <Input
          aria-label="模板名称"
          maxLength={50}
          value={renaming?.name}
          onChange={(e) => setRenaming((r) => (r ? { ...r, name: e.target.value } : r))}
        />
      </Modal>
    </div>
  );
}
