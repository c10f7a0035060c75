import { Spin } from 'antd';

/** Placeholder while a page chunk or the session loads. */
export function PageLoading({ tip = '加载中…', fullscreen = false }: { tip?: string; fullscreen?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 320,
        width: '100%',
      }}
    >
      <Spin size="large" description={tip} />
    </div>
  );
}
