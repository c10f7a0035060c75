import { TOAST_DURATION_MS } from '@podbench/contract';
import type { App } from 'antd';
import { message } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Toasts from outside React (the request layer, the session loader). The app mounts a bridge that hands
 * over antd's context-aware instance; before that the static API is used.
 */
let instance: Pick<MessageInstance, 'error' | 'success' | 'info' | 'warning'> = message;

export function setMessageInstance(next: MessageInstance) {
  instance = next;
}

/** Error toast for 5 s (spec §8). The text is the key, so the same error raised twice shows once. */
export function toastError(content: string) {
  instance.error({ content, key: content, duration: TOAST_DURATION_MS / 1000 });
}

export function toastSuccess(content: string) {
  instance.success({ content, key: content });
}
