import { SHEIN_SANDBOX } from './paths';

/**
 * Shein's empower page, played by the sandbox: the seller names a shop and agrees; the page sends them back to
 * the (base64) redirectUrl with appid, tempToken and state. Values are written with textContent only.
 */
export const EMPOWER_PAGE_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SHEIN 商家授权（沙箱）</title>
<style>body{font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0}
header{background:#000;color:#fff;padding:12px 24px;font-size:18px}main{max-width:560px;margin:32px auto;background:#fff;padding:24px;border-radius:8px}
input{padding:6px 8px;border:1px solid #ccc;border-radius:4px;width:60%}button{background:#000;color:#fff;border:0;border-radius:4px;padding:6px 16px;cursor:pointer}
.err{color:#d4380d}</style></head><body>
<header>SHEIN 商家授权 · 沙箱</header><main>
<p>应用 <b id="app"></b> 申请获取你的店铺授权（商品、订单等接口）。</p>
<p><label>店铺名称 <input id="name" maxlength="64" value="我的SHEIN店铺"></label></p>
<button id="ok">同意授权</button><p class="err" id="err"></p></main>
<script>
const q=new URLSearchParams(location.search);document.getElementById('app').textContent=q.get('appid')||'（缺少 appid）';
document.getElementById('ok').onclick=async()=>{
  const err=document.getElementById('err');err.textContent='';
  try{
    const r=await fetch(${JSON.stringify(SHEIN_SANDBOX.empower)},{method:'POST',headers:{'content-type':'application/json'},
      body:JSON.stringify({appid:q.get('appid'),redirectUrl:q.get('redirectUrl'),state:q.get('state'),shopName:document.getElementById('name').value})});
    const j=await r.json();if(j.code!==200)throw new Error(j.msg||'授权失败');location.href=j.data.redirectUrl;
  }catch(e){err.textContent=e.message;}
};
</script></body></html>`;
