import { CustomerServiceOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUsablePage } from '@/app/router/landing';
import { useRouteStore } from '@/app/router/route-store';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { FAQ_GROUPS, searchFaq } from './faq-content';

/** 个人中心 › 帮助中心 (`/system/help`): the FAQ of each workflow, searchable, and how to reach customer service. */
export default function HelpCenterPage() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const site = useSiteConfig();
  const groups = useMemo(() => searchFaq(FAQ_GROUPS, keyword), [keyword]);
  // Only pages this account may open (a sub-account's menu is cut to its permissions).
  const pages = useRouteStore((s) => s.table.pages);
  const usable = (path: string) => pages.some((p) => p.path === path && isUsablePage(p));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          帮助中心
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          按业务流程整理的常见问题。找不到答案时，点击页面右侧的「客服」联系我们
          {site.customerServiceHours ? `（服务时间：${site.customerServiceHours}）` : ''}。
        </Typography.Paragraph>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="搜索问题，如：提现、子账号、质检"
          aria-label="搜索问题"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ maxWidth: 420 }}
        />
      </Card>
      {groups.length === 0 ? (
        <Card>
          <Empty description={`没有找到与「${keyword.trim()}」相关的问题`}>
            <Button icon={<CustomerServiceOutlined />} onClick={() => setKeyword('')}>
              查看全部问题
            </Button>
          </Empty>
        </Card>
      ) : (
        groups.map((g) => (
          <Card
            key={g.key}
            title={g.title}
            size="small"
            extra={
              usable(g.path) && (
                <Button type="link" size="small" onClick={() => navigate(g.path)}>
                  前往
                </Button>
              )
            }
          >
            <Collapse
              key={keyword.trim() ? 'found' : 'all'}
              ghost
              defaultActiveKey={keyword.trim() ? g.items.map((i) => i.q) : []}
              items={g.items.map((i) => ({
                key: i.q,
                label: i.q,
                children: <Typography.Paragraph style={{ margin: 0 }}>{i.a}</Typography.Paragraph>,
              }))}
            />
          </Card>
        ))
      )}
    </Space>
  );
}
