// GET /api/e2e/captcha/script: a stand-in for the captcha service's widget script, for the end-to-end tests
// only (E2E_TEST_ROUTES=1; 404 otherwise). It speaks Turnstile's explicit-render API, draws a checkbox and
// solves itself, so every form test passes through the captcha; a test unticks the box to play a robot.
import { testRoutesEnabled } from '@/lib/http/test-routes';

const SCRIPT = `(() => {
  let next = 0;
  const widgets = new Map();
  const token = () => 'e2e-solved-' + Date.now();
  window.turnstile = {
    render(element, options) {
      const id = 'e2e-' + ++next;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('data-testid', 'captcha-checkbox');
      label.append(box, ' Test captcha: I am a human');
      element.append(label);
      box.addEventListener('change', () => (box.checked ? options.callback(token()) : options['expired-callback']()));
      widgets.set(id, { element, box, options });
      box.checked = true;
      options.callback(token());
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.box.checked = false;
      setTimeout(() => { widget.box.checked = true; widget.options.callback(token()); }, 0);
    },
    remove(id) {
      widgets.get(id)?.element.replaceChildren();
      widgets.delete(id);
    },
  };
})();
`;

export function GET(): Response {
  if (!testRoutesEnabled()) return new Response('Not found', { status: 404 });
  return new Response(SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
}
