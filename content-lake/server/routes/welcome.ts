import type { Route } from '../context';

// What a person sees at the lake's address: the embedded Studio's guide (issue 24) opens it so the browser can be
// told to accept the certificate, and this page says that worked. Both languages, as the lake knows no visitor's.

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local Content Lake</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #121722; color: #eef1f7;
  font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif; }
main { max-width: 560px; margin: 16px; padding: 32px; border-radius: 10px; background: #1d2433; }
h1 { font-size: 1.5rem; line-height: 1.2; margin: 0 0 12px; }
p { margin: 0 0 24px; color: #a9b4c9; }
</style>
</head>
<body>
<main>
<section>
<h1>This browser reaches the local Content Lake</h1>
<p>You can close this tab: the Studio continues by itself.</p>
</section>
<section lang="zh-CN">
<h1>此浏览器已能访问本地 Content Lake</h1>
<p>您可以关闭此标签页：Studio 会自动继续。</p>
</section>
</main>
</body>
</html>
`;

export const welcomeRoutes: Route[] = [
  {
    methods: ['GET'],
    pattern: /^\/$/,
    handle: (exchange) =>
      exchange.send(200, PAGE, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      }),
  },
];
