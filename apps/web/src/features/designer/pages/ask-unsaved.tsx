import { App, Button } from 'antd';
import { useCallback } from 'react';

/** save: save, then go on; discard: go on without saving; stay: keep the design open as it is. */
export type LeaveChoice = 'save' | 'discard' | 'stay';

/**
 * Asks what to do with changes the server does not have before the design goes away (`verb`: 离开 / 打开 another
 * design). After a conflict the changes cannot be saved: only 放弃修改 or stay.
 */
export function useAskUnsaved() {
  const { modal } = App.useApp();
  return useCallback(
    (conflict: boolean, verb: '离开' | '打开') =>
      new Promise<LeaveChoice>((resolve) => {
        let answered = false;
        const answer = (choice: LeaveChoice) => {
          if (answered) return;
          answered = true;
          resolve(choice);
        };
        const dialog = modal.confirm({
          title: '设计有未保存的修改',
          content: conflict
            ? `设计已在其他地方被修改，这些修改无法保存。${verb === '打开' ? '打开另一个设计' : '离开'}将放弃它们。`
            : `${verb === '打开' ? '打开另一个设计' : '离开'}前要保存这些修改吗？`,
          okText: conflict ? '留在此设计' : '保存',
          cancelText: '取消',
          okButtonProps: conflict ? { type: 'default' } : undefined,
          onOk: () => answer(conflict ? 'stay' : 'save'),
          onCancel: () => answer('stay'),
          afterClose: () => answer('stay'),
          footer: (_, { OkBtn, CancelBtn }) => (
            <>
              {!conflict && <CancelBtn />}
              <Button
                danger
                onClick={() => {
                  answer('discard');
                  dialog.destroy();
                }}
              >
                {conflict ? '放弃修改' : '不保存'}
              </Button>
              <OkBtn />
            </>
          ),
        });
      }),
    [modal],
  );
}
