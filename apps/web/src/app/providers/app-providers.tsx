import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '@/shared/request/request';
import { setMessageInstance } from '@/shared/ui/feedback';
import { APP_THEME } from './theme';

dayjs.locale('zh-cn');

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A server answer (ApiError) will not change on retry; a dropped connection might.
      retry: (count, error) => !(error instanceof ApiError && error.code !== 0) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

/** Hands antd's context-aware message API to code outside React (the request layer). */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageInstance(message), [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={APP_THEME} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
