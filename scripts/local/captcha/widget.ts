// The stand-in's widget script: Turnstile's browser API (render, reset, remove, getResponse; the ?onload=
// callback of the script URL), drawing a "Verify you are human" check box instead of Cloudflare's iframe.

export function widgetScript(origin: string): string {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  const widgets = new Map();
  let next = 0;
  const el = (target) => (typeof target === 'string' ? document.querySelector(target) : target);
  function draw(w) {
    const box = w.container;
    box.textContent = '';
    const frame = document.createElement('div');
    frame.setAttribute('data-stand-in', 'turnstile');
    frame.style.cssText = 'display:inline-flex;align-items:center;gap:12px;border:1px solid #c9c9c9;border-radius:4px;padding:12px 16px;background:#fafafa;font:14px system-ui,sans-serif;color:#1d1d1d;min-width:260px;box-sizing:border-box';
    const label = document.createElement('label');
    label.style.cssText = 'display:inline-flex;align-items:center;gap:10px;cursor:pointer';
    const box2 = document.createElement('input');
    box2.type = 'checkbox';
    box2.style.cssText = 'width:22px;height:22px;margin:0;cursor:pointer';
    const text = document.createElement('span');
    text.textContent = w.token ? 'Success!' : 'Verify you are human';
    box2.checked = !!w.token;
    box2.disabled = !!w.token;
    label.append(box2, text);
    const brand = document.createElement('span');
    brand.textContent = 'Captcha (local)';
    brand.style.cssText = 'margin-left:auto;font-size:11px;color:#595959';
    frame.append(label, brand);
    const hidden = document.createElement('input');
    hidden.type = 'hidden';
    hidden.name = 'cf-turnstile-response';
    hidden.value = w.token || '';
    box.append(frame, hidden);
    box2.addEventListener('change', async () => {
      if (!box2.checked) return;
      box2.disabled = true;
      text.textContent = 'Verifying…';
      try {
        const res = await fetch(ORIGIN + '/turnstile/v0/issue', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sitekey: w.params.sitekey, hostname: location.hostname }),
        });
        if (!res.ok) throw new Error('issue ' + res.status);
        w.token = (await res.json()).token;
        draw(w);
        if (typeof w.params.callback === 'function') w.params.callback(w.token);
      } catch (e) {
        box2.checked = false;
        box2.disabled = false;
        text.textContent = 'Verification failed';
        if (typeof w.params['error-callback'] === 'function') w.params['error-callback']('network');
      }
    });
  }
  window.turnstile = {
    render(target, params) {
      const container = el(target);
      if (!container) throw new Error('turnstile: no container');
      const id = 'cf-stand-in-' + ++next;
      const w = { id, container, params: params || {}, token: '' };
      widgets.set(id, w);
      draw(w);
      return id;
    },
    reset(id) {
      const w = id ? widgets.get(id) : [...widgets.values()][0];
      if (!w) return;
      w.token = '';
      draw(w);
    },
    remove(id) {
      const w = widgets.get(id);
      if (!w) return;
      w.container.textContent = '';
      widgets.delete(id);
    },
    getResponse(id) {
      const w = id ? widgets.get(id) : [...widgets.values()][0];
      return w ? w.token || undefined : undefined;
    },
    isExpired() {
      return false;
    },
    ready(callback) {
      callback();
    },
  };
  const onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
}
