import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Input, Modal, Pagination, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRenameDesign } from '../api/design-mutations';
import { useExportDesigns } from '../api/export-designs';
import { useDesigns } from '../api/get-designs';
import { DesignCard } from './design-card';
import styles from './design-my.module.css';

const PAGE_SIZE = 20;

/** `/select/designMy`: the seller's designs as cards with their mockups; select some to export a ZIP. */
export default function DesignMyPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const list = useDesigns({ pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  const exporter = useExportDesigns();
  const rename = useRenameDesign();
  const rows = list.data?.rows ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>我的定制</h2>
          <span className={styles.sub}>共 {list.data?.total ?? 0} 个设计 · 保存后自动生成印刷文件与样机图</span>
        </div>
        <Space>
          <Input.Search
            allowClear
            placeholder="搜索设计名称"
            onSearch={(v) => {
              setKeyword(v);
              setPageNum(1);
            }}
            style={{ width: 220 }}
          />
          <Button
            icon={<DownloadOutlined />}
            disabled={selected.length === 0}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(selected, { onSuccess: () => message.success('导出完成') })}
          >
            导出所选{selected.length ? `（${selected.length}）` : ''}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/design/designCanvas')}>
            新建设计
          </Button>
        </Space>
      </div>
      {list.isLoading && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {!list.isLoading && rows.length === 0 && (
        <Empty
          style={{ marginTop: 80 }}
          description={keyword ? '没有匹配的设计' : '还没有设计：从定制产品里挑一款开始吧'}
        >
          <Button type="primary" onClick={() => navigate('/select/designProduct')}>
            去选品
          </Button>
        </Empty>
      )}
      <div className={styles.grid}>
        {rows.map((card) => (
          <DesignCard
            key={card.id}
            card={card}
            checked={selected.includes(card.id)}
            onCheck={(on) => setSelected((s) => (on ? [...s, card.id] : s.filter((x) => x !== card.id)))}
            onRename={() => setRenaming({ id: card.id, name: card.name })}
          />
        ))}
      </div>
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          onChange={setPageNum}
          showSizeChanger={false}
        />
      )}
      <Modal
        title="重命名设计"
        open={renaming !== null}
        confirmLoading={rename.isPending}
        onCancel={() => setRenaming(null)}
        onOk={() => renaming && rename.mutateAsync(renaming).then(() => setRenaming(null))}
      >
        <Input
          aria-label="设计名称"
          maxLength={50}
          value={renaming?.name}
          onChange={(e) => setRenaming((r) => (r ? { ...r, name: e.target.value } : r))}
        />
      </Modal>
    </div>
  );
}
