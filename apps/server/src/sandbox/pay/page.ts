import { formatYuan, shanghaiDateTime } from '@podbench/contract';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STATUS_TEXT: Record<string, string> = { WAIT_BUYER_PAY: '等待付款', SUCCESS: '已支付', CLOSED: '已关闭' };

export interface PayPageTrade {
  out_trade_no: string;
  trade_no: string;
  amount_fen: number;
  subject: string;
  status: string;
  expires_at: number;
}

/** The sandbox cashier: what a payer sees after scanning the QR code. Self-contained (no external assets). */
export function renderPayPage(t: PayPageTrade | undefined): string {
  const body = t
    ? `<p class="amount">¥${esc(formatYuan(Number(t.amount_fen)))}</p>
  <dl>
    <dt>商品</dt><dd>${esc(t.subject)}</dd>
    <dt>商户订单号</dt><dd>${esc(t.out_trade_no)}</dd>
    <dt>沙箱交易号</dt><dd>${esc(t.trade_no)}</dd>
    <dt>状态</dt><dd id="status">${esc(STATUS_TEXT[t.status] ?? t.status)}</dd>
    <dt>支付截止</dt><dd>${esc(shanghaiDateTime(Number(t.expires_at)))}</dd>
  </dl>
  <div class="actions">
    <button id="confirm" class="primary">确认支付</button>
    <button id="cancel">取消支付</button>
    <button id="replay">重放通知</button>
  </div>
  <div class="actions">
    <button id="confirmSilently">确认支付（模拟通知丢失）</button>
  </div>
  <p id="result" role="status"></p>`
    : '<p class="missing">交易不存在或已失效。</p>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PodBench 沙箱收银台</title>
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;padding:24px;color:#222}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:18px;margin:0 0 4px}.note{color:#888;font-size:12px;margin:0 0 16px}
.amount{font-size:34px;font-weight:600;text-align:center;margin:16px 0}
dl{display:grid;grid-template-columns:88px 1fr;gap:8px;font-size:14px}dt{color:#888}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;border-radius:8px;border:1px solid #ccc;background:#fff;font-size:15px;cursor:pointer}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}#result{min-height:20px;font-size:14px;margin-top:16px;color:#1677ff}
#result.error{color:#d4380d}.missing{text-align:center;color:#888}
</style></head><body><main>
<h1>PodBench 沙箱收银台</h1><p class="note">本地沙箱支付，不会产生真实扣款。</p>
${body}
</main>
<script>
for (const action of ['confirm', 'cancel', 'replay', 'confirmSilently']) {
  const btn = document.getElementById(action);
  if (!btn) continue;
  btn.addEventListener('click', async () => {
    const out = document.getElementById('result');
    out.className = '';
    out.textContent = '处理中…';
    try {
      const res = await fetch(location.pathname.replace(/\\/$/, '') + '/' + action, { method: 'POST' });
      const json = await res.json();
      out.className = json.code === 200 ? '' : 'error';
      out.textContent = json.msg;
      if (json.data && json.data.tradeStatusText) document.getElementById('status').textContent = json.data.tradeStatusText;
    } catch (e) {
      out.className = 'error';
      out.textContent = '请求失败：' + e;
    }
  });
}
</script></body></html>`;
}

export const tradeStatusText = (status: string) => STATUS_TEXT[status] ?? status;
