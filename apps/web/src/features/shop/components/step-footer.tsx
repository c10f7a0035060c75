import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The button row under a step of an authorisation flow (the modal itself has no footer). */
export function StepFooter({ children, start }: { children: ReactNode; start?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 24 }}>
      <div>{start}</div>
      <Flex gap={8}>{children}</Flex>
    </Flex>
  );
}
