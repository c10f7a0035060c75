import { TEMU_SANDBOX } from './paths';

/**
 * The sandbox's "Seller Center" (local mode only): create a shop and copy its token as a seller would in
 * 授权管理, or — opened with `appKey`, `redirect_uri` and `state` — agree to authorise the app and be sent back
 * with a one-time code. Self-contained: no build step, no external assets; values are written with textContent.
 */
export const SELLER_PAGE_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Temu 卖家中心（沙箱）</title>
<style>
body{font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f8;color:#222}
header{background:#fb7701;color:#fff;padding:12px 24px;font-size:18px}main{max-width:880px;margin:24px auto;padding:0 16px}
section{background:#fff;border-radius:8px;padding:16px 20px;margin-bottom:16px;box-shadow:0 1px 3px #0001}
h2{font-size:16px;margin:0 0 12px}label{margin-right:12px}input,select{padding:6px 8px;border:1px solid #ccc;border-radius:4px}
button{background:#fb7701;color:#fff;border:0;border-radius:4px;padding:6px 14px;cursor:pointer}button.plain{background:#eee;color:#333}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:6px;border-bottom:1px solid #eee}
.token{width:100%;font-family:monospace;margin:8px 0}.hint{color:#888;font-size:12px}.err{color:#d4380d}#authorize{display:none}
</style></head><body>
<header>Temu 卖家中心 · 沙箱</header>
<main>
<section id="authorize"><h2>授权第三方应用访问店铺</h2>
<p>应用 <b id="az-app"></b> 请求访问你的店铺数据（商品、备货单、发货、质检等全部接口）。</p>
<label>选择店铺 <select id="az-shop"></select></label><button id="az-ok">同意授权</button>
<p class="hint">同意后将跳转回应用并携带一次性授权码（10 分钟内有效）。</p><p class="err" id="az-err"></p></section>
<section><h2>授权管理 · 创建店铺</h2>
<label>店铺名称 <input id="name" maxlength="64" placeholder="例如：潮流印花小店"></label>
<label>托管类型 <select id="type"><option value="full">全托管</option><option value="semi">半托管</option></select></label>
<button id="create">创建店铺并生成 token</button><p class="err" id="err"></p></section>
<section id="token-box" style="display:none"><h2>access_token（请复制到 PodBench「授权店铺」）</h2>
<div>店铺：<b id="t-shop"></b>（mallId <span id="t-mall"></span>），有效期至 <span id="t-exp"></span></div>
<input class="token" id="t-value" readonly><button id="copy">复制</button>
<p class="hint">请妥善保管，切勿透露给他人。重新生成后旧 token 立即失效。</p></section>
<section><h2>我的店铺</h2><table><thead><tr><th>店铺名称</th><th>mallId</th><th>托管类型</th><th></th></tr></thead>
<tbody id="shops"></tbody></table></section>
</main>
<script>
const P=${JSON.stringify(TEMU_SANDBOX)};
const $=(id)=>document.getElementById(id);
const q=new URLSearchParams(location.search);
const TYPE={full:'全托管',semi:'半托管'};
async function api(method,url,body){
  const r=await fetch(url,{method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined});
  const j=await r.json();if(j.code!==200)throw new Error(j.msg||'请求失败');return j.data;
}
function showToken(t){
  $('token-box').style.display='';$('t-shop').textContent=t.mallName;$('t-mall').textContent=t.mallId;
  $('t-exp').textContent=new Date(t.expiresAt).toLocaleString('zh-CN');$('t-value').value=t.accessToken;$('t-value').select();
}
async function load(){
  const shops=await api('GET',P.shops);const tb=$('shops');tb.textContent='';const sel=$('az-shop');sel.textContent='';
  for(const s of shops){
    const tr=document.createElement('tr');
    for(const v of [s.mallName,s.mallId,TYPE[s.managedType]]){const td=document.createElement('td');td.textContent=v;tr.appendChild(td);}
    const td=document.createElement('td');const b=document.createElement('button');b.className='plain';b.textContent='重新生成 token';
    b.onclick=async()=>showToken(await api('POST',P.shopToken,{mallId:s.mallId}));td.appendChild(b);tr.appendChild(td);tb.appendChild(tr);
    const o=document.createElement('option');o.value=s.mallId;o.textContent=s.mallName+'（'+s.mallId+'）';sel.appendChild(o);
  }
}
$('create').onclick=async()=>{
  $('err').textContent='';
  try{showToken(await api('POST',P.shops,{mallName:$('name').value,managedType:$('type').value}));await load();}
  catch(e){$('err').textContent=e.message;}
};
$('copy').onclick=()=>{$('t-value').select();navigator.clipboard?.writeText($('t-value').value);$('copy').textContent='已复制';};
if(q.get('appKey')&&q.get('redirect_uri')&&q.get('state')){
  $('authorize').style.display='block';$('az-app').textContent=q.get('appKey');
  $('az-ok').onclick=async()=>{
    $('az-err').textContent='';
    try{
      if(!$('az-shop').value)throw new Error('请先在下方创建店铺');
      const r=await api('POST',P.authorize,{mallId:$('az-shop').value,appKey:q.get('appKey'),redirectUri:q.get('redirect_uri'),state:q.get('state')});
      location.href=r.redirectUrl;
    }catch(e){$('az-err').textContent=e.message;}
  };
}
load().catch((e)=>{$('err').textContent=e.message;});
</script></body></html>`;
