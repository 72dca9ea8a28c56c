// A stand-in for Google, Facebook, Discord (OAuth 2.0 with PKCE; Google with an ID token) and Steam
// (OpenID 2.0) for the end-to-end tests: `tsx tests/support/fake-oauth-provider.ts` serves them on
// 127.0.0.1:$FAKE_OAUTH_PORT under /google, /facebook, /discord and /steam. Its authorize page lets the
// test choose the account (id, e-mail, verified) and allow or deny. It checks what a real provider
// checks: client id and secret, redirect_uri, the PKCE verifier, single-use codes, Steam signatures and
// nonces.
import { createHash, createHmac, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const port = Number(process.env.FAKE_OAUTH_PORT ?? 4690);
const base = `http://127.0.0.1:${port}`;
export const FAKE_CLIENTS = {
  google: { id: 'test-google-client', secret: 'test-google-secret' },
  facebook: { id: 'test-facebook-client', secret: 'test-facebook-secret' },
  discord: { id: 'test-discord-client', secret: 'test-discord-secret' },
} as const;
type OAuth2Name = keyof typeof FAKE_CLIENTS;

interface Account {
  id: string;
  email: string;
  verified: boolean;
  name: string;
}
interface Grant {
  provider: OAuth2Name;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  account: Account;
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const codes = new Map<string, Grant>();
const tokens = new Map<string, Grant>();
const steamKey = randomBytes(32);
const steamNonces = new Set<string>();

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function send(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}
function json(res: ServerResponse, status: number, body: unknown) {
  send(res, status, JSON.stringify(body), 'application/json');
}
function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}
async function form(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function page(title: string, hidden: URLSearchParams, action: string, fields: string): string {
  const inputs = [...hidden].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
  return `<!doctype html><html lang="en"><head><title>${escape(title)}</title></head><body><main>
<h1>${escape(title)}</h1><form method="post" action="${escape(action)}">${inputs}${fields}
<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></form></main></body></html>`;
}
const field = (name: string, label: string, value: string) =>
  `<p><label>${label} <input name="${name}" value="${escape(value)}"></label></p>`;

function idToken(grant: Grant): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'fake' }));
  const claims = b64url(
    JSON.stringify({
      iss: `${base}/google`,
      aud: FAKE_CLIENTS.google.id,
      sub: grant.account.id,
      iat: now,
      exp: now + 600,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      email: grant.account.email,
      email_verified: grant.account.verified,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKey);
  return `${header}.${claims}.${b64url(signature)}`;
}

function userInfo(grant: Grant): unknown {
  const { id, email, verified, name } = grant.account;
  if (grant.provider === 'google') return { sub: id, email, email_verified: verified, name };
  if (grant.provider === 'discord') return { id, username: name, global_name: name, email, verified };
  return { id, name, email };
}

async function oauth2(provider: OAuth2Name, step: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  const client = FAKE_CLIENTS[provider];
  if (step === 'authorize' && req.method === 'GET') {
    const q = url.searchParams;
    if (
      q.get('client_id') !== client.id ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge')
    ) {
      return send(res, 400, 'bad authorization request');
    }
    const fields =
      field('account_id', 'Account id', `${provider}-user-1`) +
      field('email', 'Email', `someone@${provider}.example`) +
      field('name', 'Name', 'Test Person') +
      `<p><label><input type="checkbox" name="verified" value="1" checked> Email verified</label></p>`;
    return send(res, 200, page(`Sign in to ${provider} (test)`, q, `/${provider}/decide`, fields));
  }
  if (step === 'decide' && req.method === 'POST') {
    const body = await form(req);
    const back = new URL(body.get('redirect_uri') ?? '');
    const state = body.get('state');
    if (state) back.searchParams.set('state', state);
    if (body.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return redirect(res, back.toString());
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      provider,
      redirectUri: body.get('redirect_uri') ?? '',
      challenge: body.get('code_challenge') ?? '',
      nonce: body.get('nonce'),
      account: {
        id: body.get('account_id') ?? '',
        email: body.get('email') ?? '',
        verified: body.get('verified') === '1',
        name: body.get('name') ?? '',
      },
    });
    back.searchParams.set('code', code);
    return redirect(res, back.toString());
  }
  if (step === 'token' && req.method === 'POST') {
    const body = await form(req);
    const grant = codes.get(body.get('code') ?? '');
    codes.delete(body.get('code') ?? '');
    if (body.get('client_id') !== client.id || body.get('client_secret') !== client.secret)
      return json(res, 401, { error: 'invalid_client' });
    if (!grant || grant.provider !== provider || grant.redirectUri !== body.get('redirect_uri'))
      return json(res, 400, { error: 'invalid_grant' });
    const verifier = body.get('code_verifier') ?? '';
    if (b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge)
      return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE' });
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, grant);
    return json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      ...(provider === 'google' ? { id_token: idToken(grant) } : {}),
    });
  }
  if (step === 'userinfo' && req.method === 'GET') {
    const grant = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    return grant ? json(res, 200, userInfo(grant)) : json(res, 401, { error: 'invalid_token' });
  }
  return send(res, 404, 'not found');
}

const STEAM_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
const steamSignature = (params: URLSearchParams) =>
  createHmac('sha256', steamKey)
    .update(STEAM_SIGNED.map((key) => `${key}:${params.get(`openid.${key}`)}\n`).join(''))
    .digest('base64');

async function steam(step: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (step === 'openid' && req.method === 'GET') {
    const q = url.searchParams;
    if (q.get('openid.mode') !== 'checkid_setup' || !q.get('openid.return_to')) return send(res, 400, 'bad OpenID request');
    return send(res, 200, page('Sign in to Steam (test)', q, '/steam/decide', field('steam_id', 'Steam id', '76561197960287930')));
  }
  if (step === 'decide' && req.method === 'POST') {
    const body = await form(req);
    const back = new URL(body.get('openid.return_to') ?? '');
    const answer = new URLSearchParams({ 'openid.ns': 'http://specs.openid.net/auth/2.0' });
    if (body.get('decision') !== 'allow') {
      answer.set('openid.mode', 'cancel');
    } else {
      const claimed = `https://steamcommunity.com/openid/id/${body.get('steam_id')}`;
      answer.set('openid.mode', 'id_res');
      answer.set('openid.op_endpoint', `${base}/steam/openid`);
      answer.set('openid.claimed_id', claimed);
      answer.set('openid.identity', claimed);
      answer.set('openid.return_to', body.get('openid.return_to') ?? '');
      answer.set('openid.response_nonce', `${new Date().toISOString().slice(0, 19)}Z${randomBytes(4).toString('hex')}`);
      answer.set('openid.assoc_handle', '1234567890');
      answer.set('openid.signed', STEAM_SIGNED.join(','));
      answer.set('openid.sig', steamSignature(answer));
    }
    for (const [key, value] of answer) back.searchParams.set(key, value);
    return redirect(res, back.toString());
  }
  if (step === 'openid' && req.method === 'POST') {
    const body = await form(req);
    const nonce = body.get('openid.response_nonce') ?? '';
    const valid =
      body.get('openid.mode') === 'check_authentication' && body.get('openid.sig') === steamSignature(body) && !steamNonces.has(nonce);
    steamNonces.add(nonce);
    return send(res, 200, `ns:http://specs.openid.net/auth/2.0\nis_valid:${valid}\n`, 'text/plain');
  }
  return send(res, 404, 'not found');
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', base);
  const [, provider = '', step = ''] = url.pathname.split('/');
  const handled =
    url.pathname === '/health'
      ? Promise.resolve(send(res, 200, 'ok', 'text/plain'))
      : provider === 'steam'
        ? steam(step, req, res, url)
        : provider in FAKE_CLIENTS
          ? oauth2(provider as OAuth2Name, step, req, res, url)
          : Promise.resolve(send(res, 404, 'not found'));
  handled.catch((error: unknown) => send(res, 500, String(error)));
}).listen(port, '127.0.0.1', () => console.log(`fake OAuth provider on ${base}`));
