import { CopyOutlined } from '@ant-design/icons';
import type { DesignDocument } from '@podbench/design';
import { App, Button, Input, Modal, Tooltip } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DESIGN_TEMPLATES_KEY, saveDesignTemplate } from '@/shared/api/save-design-template';

/**
 * 保存为设计模板, for the designer's toolbar: the document as it is on screen (saved or not) becomes a template that
 * 设计模板 (features/design-template) can apply to other blanks. Shared because the designer's toolbar shows it.
 */
export function SaveAsTemplateButton({
  getDocument,
  defaultName,
}: {
  getDocument: () => DesignDocument | null;
  defaultName: string;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: saveDesignTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: DESIGN_TEMPLATES_KEY }),
  });
  const [name, setName] = useState<string | null>(null);
  const submit = async () => {
    const document = getDocument();
    if (!document || name === null) return;
    await save.mutateAsync({ name: name.trim(), document });
    setName(null);
    message.success({
      content: (
        <span>
          已保存为设计模板{' '}
          <Button type="link" size="small" onClick={() => navigate('/design/designTemplate')}>
            查看模板
          </Button>
        </span>
      ),
    });
  };
  return (
    <>
      <Tooltip title="存为设计模板（可套用到其他商品）">
        <Button
          type="text"
          aria-label="存为设计模板"
          icon={<CopyOutlined />}
          onClick={() => setName(defaultName.slice(0, 50))}
        />
      </Tooltip>
      <Modal
        title="保存为设计模板"
        open={name !== null}
        okText="保存"
        okButtonProps={{ disabled: !name?.trim() }}
        confirmLoading={save.isPending}
        onCancel={() => setName(null)}
        onOk={() => void submit().catch(() => undefined)}
      >
        <Input
          aria-label="模板名称"
          maxLength={50}
          value={name ?? ''}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void submit().catch(() => undefined)}
        />
      </Modal>
    </>
  );
}
