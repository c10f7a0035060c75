import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type SubAccount, UserStatus } from '@podbench/contract';
import { App, Button, Input, Popconfirm, Space, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { useDeleteSubAccounts } from '../api/delete-sub-accounts';
import { useEditSubAccount } from '../api/edit-sub-account';
import { useSubAccountLimit } from '../api/get-sub-account-limit';
import { type SubAccountQuery, useSubAccounts } from '../api/get-sub-accounts';
import { PermissionTags } from './permission-tags';
import { SubAccountModal } from './sub-account-modal';

const TIME = '{y}-{m}-{d} {h}:{i}';

/** 子账号管理 for main accounts: search, add, edit, enable/disable, delete (one or many). */
export function SubAccountPanel() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<SubAccountQuery>({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<'new' | number | null>(null);
  const { data, isFetching } = useSubAccounts(query);
  const limit = useSubAccountLimit();
  const edit = useEditSubAccount();
  const remove = useDeleteSubAccounts();

  const onDelete = async (ids: number[]) => {
    await remove.mutateAsync(ids).then(
      () => {
        message.success(`已删除 ${ids.length} 个子账号`);
        setSelected((s) => s.filter((id) => !ids.includes(id)));
      },
      () => undefined,
    );
  };

  const onToggle = (row: SubAccount, enabled: boolean) =>
    edit.mutateAsync({ id: row.id, status: enabled ? UserStatus.ACTIVE : UserStatus.DISABLED }).then(
      () => message.success(enabled ? `已启用 ${row.userName}` : `已停用 ${row.userName}，其登录已失效`),
      () => undefined,
    );

  const columns: TableColumnsType<SubAccount> = [
    { title: '用户名', dataIndex: 'userName', width: 130, fixed: 'left' },
    { title: '昵称', dataIndex: 'nickName', width: 130, ellipsis: true },
    { title: '功能权限', dataIndex: 'permissions', width: 260, render: (p: string[]) => <PermissionTags values={p} /> },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number, row) => (
        <Switch
          size="small"
          checked={status === UserStatus.ACTIVE}
          onChange={(checked) => onToggle(row, checked)}
          aria-label={`启用 ${row.userName}`}
        />
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 150, render: (t: number) => parseTime(t, TIME) },
    {
      title: '最近登录',
      dataIndex: 'lastLoginTime',
      width: 150,
      render: (t: number | null) => parseTime(t, TIME) || '从未登录',
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setTarget(row.id)}>
            编辑
          </Button>
          <Popconfirm title={`确定删除子账号 ${row.userName} 吗？`} onConfirm={() => onDelete([row.id])}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="搜索用户名或昵称"
            style={{ width: 260 }}
            onSearch={(keyword) => setQuery((q) => ({ ...q, pageNum: 1, keyword: keyword.trim() || undefined }))}
          />
          {limit.data && (
            <Typography.Text type="secondary" data-testid="sub-account-limit">
              {limit.data.levelName}最多可开通 {limit.data.limit} 个子账号
            </Typography.Text>
          )}
        </Space>
        <Space>
          <Popconfirm
            title={`确定删除选中的 ${selected.length} 个子账号吗？`}
            onConfirm={() => onDelete(selected)}
            disabled={selected.length === 0}
          >
            <Button icon={<DeleteOutlined />} danger disabled={selected.length === 0} loading={remove.isPending}>
              批量删除
            </Button>
          </Popconfirm>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            新增子账号
          </Button>
        </Space>
      </Space>
      <Table<SubAccount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        scroll={{ x: 1030 }}
        locale={{ emptyText: '还没有子账号，点击「新增子账号」为团队成员开通' }}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个子账号`,
          onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
        }}
      />
      <SubAccountModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
